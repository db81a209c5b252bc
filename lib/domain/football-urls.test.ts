import { describe, expect, it } from 'vitest';
import { matchPath, parseMatchSlug, positiveId, teamPath } from './football-urls';

describe('football paths', () => {
  it('builds a match path with slugs, static id and league', () => {
    expect(matchPath({ staticId: 9001, leagueId: 3, home: { id: 1, name: 'Hà Nội FC' }, away: { id: 2, name: 'Công An Hà Nội' } })).toBe(
      '/tran-dau/ha-noi-fc-vs-cong-an-ha-noi/9001?leagueId=3',
    );
  });

  it('falls back to the id when a name has no Latin letters', () => {
    expect(teamPath({ id: 7, name: '北京国安' })).toBe('/doi-bong/7/7');
  });

  it('parses a match slug and refuses other shapes', () => {
    expect(parseMatchSlug('ha-noi-fc-vs-hai-phong')).toEqual({ home: 'ha-noi-fc', away: 'hai-phong' });
    expect(parseMatchSlug('ha-noi-fc')).toBeNull();
    expect(parseMatchSlug('-vs-x')).toBeNull();
  });

  it('accepts only positive integer ids', () => {
    expect(positiveId('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '', null, '012', '99999999999']) expect(positiveId(bad)).toBeNull();
  });
});
