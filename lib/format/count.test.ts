import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it('shows counts below 1000 plainly', () => {
    expect(formatCount(999, 'en')).toBe('999');
  });

  it('shows zero as 0', () => {
    expect(formatCount(0, 'en')).toBe('0');
  });

  it('switches to K at 1000, dropping a trailing .0', () => {
    expect(formatCount(1000, 'en')).toBe('1K');
  });

  it('shows one decimal of thousands', () => {
    expect(formatCount(1500, 'en')).toBe('1.5K');
  });

  it('truncates rather than rounds up', () => {
    expect(formatCount(1999, 'en')).toBe('1.9K');
  });

  it('stays in K just below a million', () => {
    expect(formatCount(999_999, 'en')).toBe('999.9K');
  });

  it('switches to M at 1e6', () => {
    expect(formatCount(1_000_000, 'en')).toBe('1M');
  });

  it('shows one decimal of millions', () => {
    expect(formatCount(2_340_000, 'en')).toBe('2.3M');
  });

  it('uses a decimal comma in Vietnamese', () => {
    expect(formatCount(1500, 'vi')).toBe('1,5K');
  });

  it('uses a decimal comma for millions in Vietnamese', () => {
    expect(formatCount(2_500_000, 'vi')).toBe('2,5M');
  });

  it('uses a decimal point in Traditional Chinese', () => {
    expect(formatCount(1500, 'zh')).toBe('1.5K');
  });

  it('drops fractions of small counts', () => {
    expect(formatCount(12.7, 'en')).toBe('12');
  });

  it('keeps the sign of a negative count', () => {
    expect(formatCount(-1500, 'en')).toBe('-1.5K');
  });

  it('shows NaN as 0', () => {
    expect(formatCount(Number.NaN, 'vi')).toBe('0');
  });

  it('shows Infinity as 0', () => {
    expect(formatCount(Number.POSITIVE_INFINITY, 'en')).toBe('0');
  });
});
