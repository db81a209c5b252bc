import { describe, expect, it } from 'vitest';
import { searchTokens } from '@/lib/format/fold';
import { fts5MatchText, tsQueryText } from './query-text';

describe('fts5MatchText', () => {
  it('quotes every word as a prefix term', () => {
    expect(fts5MatchText(searchTokens('Hà Nội'))).toBe('"ha"* "noi"*');
  });

  it('turns operators into plain quoted words', () => {
    expect(fts5MatchText(searchTokens('ha NEAR(noi) OR -x'))).toBe('"ha"* "near"* "noi"* "or"* "x"*');
  });

  it('doubles a quote should one reach it', () => {
    expect(fts5MatchText(['a"b'])).toBe('"a""b"*');
  });

  it('is null for no words', () => {
    expect(fts5MatchText(searchTokens('"*()'))).toBeNull();
  });
});

describe('tsQueryText', () => {
  it('joins quoted prefix terms with AND', () => {
    expect(tsQueryText(searchTokens('ha noi'))).toBe("'ha':* & 'noi':*");
  });

  it('escapes quotes and backslashes should one reach it', () => {
    expect(tsQueryText(["a'b\\"])).toBe("'a''b\\\\':*");
  });

  it('is null for no words', () => {
    expect(tsQueryText(searchTokens('& | ! :*'))).toBeNull();
  });
});
