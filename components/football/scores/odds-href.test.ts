import { describe, expect, it } from 'vitest';
import { bookmakerIndex, oddsHref } from './odds-href';

describe('oddsHref', () => {
  it('leaves out today and the first bookmaker', () => expect(oddsHref(undefined, 0)).toBe('/ty-le-keo/bong-da'));
  it('names the day and a later bookmaker, 1-based', () => expect(oddsHref('2026-11-24', 2)).toBe('/ty-le-keo/bong-da?date=2026-11-24&bm=3'));
});

describe('bookmakerIndex', () => {
  it('is the first bookmaker without ?bm', () => expect(bookmakerIndex(undefined, 3)).toBe(0));
  it('reads 1-based numbers in range', () => expect(bookmakerIndex('3', 3)).toBe(2));
  it('refuses zero, words, repeats and numbers out of range', () => {
    for (const bad of ['0', 'x', '4', '-1', '1.5']) expect(bookmakerIndex(bad, 3), bad).toBeNull();
    expect(bookmakerIndex(['1', '2'], 3)).toBeNull();
  });
});
