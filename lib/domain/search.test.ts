import { describe, expect, it } from 'vitest';
import { parseSearchKey, searchKey, searchPath, SEARCH_KINDS } from './search';

describe('search keys', () => {
  it('round-trips every kind', () => {
    for (const kind of SEARCH_KINDS) expect(parseSearchKey(searchKey(kind, 123_456))).toEqual({ kind, id: 123_456 });
  });

  it('knows no kind outside the table', () => {
    expect(parseSearchKey(42)).toBeNull();
  });
});

describe('searchPath', () => {
  it('encodes the query and the kind', () => {
    expect(searchPath('hà nội & co')).toBe('/tim-kiem?q=h%C3%A0+n%E1%BB%99i+%26+co');
    expect(searchPath('ha', 'team')).toBe('/tim-kiem?q=ha&kind=team');
  });
});
