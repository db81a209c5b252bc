import { describe, expect, it } from 'vitest';
import { parseMatchRoute } from './match-route';

describe('parseMatchRoute', () => {
  it('reads the slugs, static id and optional league id', () => {
    expect(parseMatchRoute('ha-noi-vs-hai-phong', '1234567', '12')).toEqual({ staticId: 1234567, leagueId: 12 });
    expect(parseMatchRoute('ha-noi-vs-hai-phong', '1234567', undefined)).toEqual({ staticId: 1234567, leagueId: undefined });
  });

  it('refuses a pair that is not two slugs joined by -vs-', () => {
    for (const pair of ['ha-noi', 'ha-noi-vs-', '-vs-hai-phong', 'Ha-Noi-vs-Hai-Phong', 'ha_noi-vs-hai-phong', 'ha-noi--vs-hai-phong']) {
      expect(parseMatchRoute(pair, '1', undefined), pair).toBeNull();
    }
  });

  it('refuses a static id or league id that is not a positive integer, or a repeated league id', () => {
    for (const id of ['0', '-1', 'abc', '1.5', '01', '', '99999999999']) expect(parseMatchRoute('a-vs-b', id, undefined), id).toBeNull();
    for (const league of ['0', 'x', '', '2.0']) expect(parseMatchRoute('a-vs-b', '5', league), league).toBeNull();
    expect(parseMatchRoute('a-vs-b', '5', ['1', '2'])).toBeNull();
  });
});
