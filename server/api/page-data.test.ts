import { describe, expect, it } from 'vitest';
import { foundOrNull, namesNothing, required } from './page-data';

describe('a page’s data from a server query', () => {
  it('is the data when the query answered', () => {
    expect(foundOrNull({ ok: true, data: 7 }, 'team 1')).toBe(7);
    expect(required({ ok: true, data: null }, 'statistics')).toBeNull();
  });

  it('names nothing for an unknown id (404) or one the API does not accept (422)', () => {
    expect([404, 422, 401, 500, 0].map(namesNothing)).toEqual([true, true, false, false, false]);
    expect(foundOrNull({ ok: false, status: 404 }, 'team 1')).toBeNull();
    expect(foundOrNull({ ok: false, status: 422 }, 'team 99999999999')).toBeNull();
  });

  it('throws any other failure, so the visitor gets the error view rather than a 404', () => {
    expect(() => foundOrNull({ ok: false, status: 500 }, 'team 1')).toThrow('team 1 failed with 500');
    expect(() => foundOrNull({ ok: false, status: 0 }, 'team 1')).toThrow('team 1 failed with 0');
    expect(() => required({ ok: false, status: 404 }, 'league table 3')).toThrow('league table 3 failed with 404');
  });
});
