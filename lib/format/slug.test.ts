import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('folds Vietnamese diacritics: "Bóng đá Việt Nam" becomes "bong-da-viet-nam"', () => {
    expect(slugify('Bóng đá Việt Nam')).toBe('bong-da-viet-nam');
  });

  it('folds a capital Đ to d', () => {
    expect(slugify('Đà Nẵng')).toBe('da-nang');
  });

  it('lowercases', () => {
    expect(slugify('Arsenal')).toBe('arsenal');
  });

  it('strips non-alphanumerics', () => {
    expect(slugify('Man. Utd (U21)!')).toBe('man-utd-u21');
  });

  it('turns spaces into hyphens', () => {
    expect(slugify('real madrid')).toBe('real-madrid');
  });

  it('collapses repeated spaces and hyphens into one hyphen', () => {
    expect(slugify('a  -- b')).toBe('a-b');
  });

  it('trims hyphens and spaces at both ends', () => {
    expect(slugify('  -hello- ')).toBe('hello');
  });

  it('keeps digits', () => {
    expect(slugify('Euro 2028')).toBe('euro-2028');
  });

  it('falls back to the id when no Latin letters or digits are left', () => {
    expect(slugify('足球', 42)).toBe('42');
  });

  it('gives an empty slug when nothing is left and there is no fallback', () => {
    expect(slugify('足球')).toBe('');
  });

  it('ignores the fallback when the slug is not empty', () => {
    expect(slugify('Hà Nội', 7)).toBe('ha-noi');
  });
});
