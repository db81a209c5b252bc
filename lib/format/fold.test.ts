import { describe, expect, it } from 'vitest';
import { foldText, searchTokens, searchWords, SEARCH_TOKENS_MAX } from './fold';

describe('foldText', () => {
  it('folds "Hà Nội", "HA NOI" and "ha noi" alike', () => {
    expect(foldText('Hà Nội')).toBe('ha noi');
    expect(foldText('HA NOI')).toBe('ha noi');
    expect(foldText('hà nội')).toBe('ha noi');
  });

  it('reads đ and Đ as d', () => {
    expect(foldText('Đỗ Hùng Dũng')).toBe('do hung dung');
    expect(foldText('Bóng đá')).toBe('bong da');
  });

  it('folds other Latin accents and keeps other scripts', () => {
    expect(foldText('Müller Señor')).toBe('muller senor');
    expect(foldText('曼聯')).toBe('曼聯');
  });
});

describe('searchTokens', () => {
  it('splits folded words and drops punctuation', () => {
    expect(searchTokens('  Hà-Nội, FC! ')).toEqual(['ha', 'noi', 'fc']);
  });

  it('takes each Chinese character as a word, as the index does, beside Latin words', () => {
    expect(searchTokens('河內FC登頂')).toEqual(['河', '內', 'fc', '登', '頂']);
    expect(searchWords('越南聯賽 round 20')).toEqual(['越', '南', '聯', '賽', 'round', '20']);
  });

  it('gives nothing for punctuation alone', () => {
    expect(searchTokens('"*()-:&|!')).toEqual([]);
  });

  it('keeps query-engine syntax out of the words', () => {
    expect(searchTokens('"ha noi"* OR NEAR(a b) -x c:* \'d\'')).toEqual(['ha', 'noi', 'or', 'near', 'a', 'b', 'x', 'c']);
  });

  it('drops repeats and caps the number and length of words', () => {
    expect(searchTokens('a a b')).toEqual(['a', 'b']);
    expect(searchTokens('1 2 3 4 5 6 7 8 9 10')).toHaveLength(SEARCH_TOKENS_MAX);
    expect(searchTokens('x'.repeat(100))[0]).toHaveLength(32);
  });
});
