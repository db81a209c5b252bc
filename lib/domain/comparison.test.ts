import { describe, expect, it } from 'vitest';
import { average, compareMetrics, leader, per90, perMatch, shares } from './comparison';

describe('per90', () => {
  it('scales a count to 90 minutes', () => {
    expect(per90(6, 1080)).toBeCloseTo(0.5);
    expect(per90(1, 45)).toBe(2);
  });
  it('is unknown without minutes', () => {
    expect(per90(3, 0)).toBeNull();
  });
});

describe('perMatch', () => {
  it('divides points by matches played', () => {
    expect(perMatch(40, 20)).toBe(2);
    expect(perMatch(5, 0)).toBeNull();
  });
});

describe('average', () => {
  it('ignores unknown ages', () => {
    expect(average([20, null, 30])).toBe(25);
    expect(average([null])).toBeNull();
  });
});

describe('shares', () => {
  it('splits the bar in proportion', () => {
    expect(shares(3, 1)).toEqual([75, 25]);
  });
  it('splits evenly when both are zero or unknown', () => {
    expect(shares(0, 0)).toEqual([50, 50]);
    expect(shares(null, null)).toEqual([50, 50]);
  });
  it('gives a negative value no bar', () => {
    expect(shares(-4, 2)).toEqual([0, 100]);
  });
});

describe('leader', () => {
  it('names the higher side', () => {
    expect(leader(2, 1)).toBe('first');
    expect(leader(1, 2)).toBe('second');
    expect(leader(1, 1)).toBe('even');
  });
  it('names the lower side when lower is better', () => {
    expect(leader(10, 14, false)).toBe('first');
  });
  it('never lets an unknown lead', () => {
    expect(leader(null, 0)).toBe('second');
    expect(leader(0.2, null)).toBe('first');
    expect(leader(null, null)).toBe('even');
  });
});

describe('compareMetrics', () => {
  it('reads every metric from both sides', () => {
    const rows = compareMetrics(
      [
        { key: 'goals', value: (s: { goals: number; against: number }) => s.goals },
        { key: 'against', value: (s) => s.against, higherIsBetter: false },
      ],
      { goals: 30, against: 10 },
      { goals: 10, against: 30 },
    );
    expect(rows).toEqual([
      { key: 'goals', values: [30, 10], shares: [75, 25], leader: 'first' },
      { key: 'against', values: [10, 30], shares: [25, 75], leader: 'first' },
    ]);
  });

  it('lets nobody lead on a neutral measure', () => {
    const [row] = compareMetrics([{ key: 'age', value: (s: number) => s, neutral: true }], 24, 29);
    expect(row?.leader).toBe('even');
    expect(row?.shares[0]).toBeCloseTo(45.28, 1);
  });
});
