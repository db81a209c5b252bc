import { describe, expect, it } from 'vitest';
import { compareTipsters, isQuarterLine, lineForSelection, quotedPick, tipPickProblem, tipsterRecord, type MarketPrices } from './tip-validity';

describe('tipPickProblem', () => {
  it.each([
    ['1x2 home', { market: '1x2', selection: 'home', line: null }],
    ['1x2 draw in football', { market: '1x2', selection: 'draw', line: undefined }],
    ['handicap half line', { market: 'ah', selection: 'away', line: -0.5 }],
    ['handicap quarter line', { market: 'ah', selection: 'home', line: -0.75 }],
    ['handicap level ball', { market: 'ah', selection: 'home', line: 0 }],
    ['total 2.25', { market: 'ou', selection: 'under', line: 2.25 }],
    ['basketball total', { market: 'ou', selection: 'over', line: 201.5 }],
  ] as const)('accepts %s', (_name, pick) => {
    expect(tipPickProblem(pick, true)).toBeNull();
  });

  it.each([
    ['a draw on a handicap', { market: 'ah', selection: 'draw', line: -0.5 }, 'selection'],
    ['a draw on a total', { market: 'ou', selection: 'draw', line: 2.5 }, 'selection'],
    ['over in 1x2', { market: '1x2', selection: 'over', line: null }, 'selection'],
    ['home in over/under', { market: 'ou', selection: 'home', line: 2.5 }, 'selection'],
    ['a line on 1x2', { market: '1x2', selection: 'away', line: 1 }, 'line'],
    ['a handicap without a line', { market: 'ah', selection: 'home', line: null }, 'line'],
    ['a total without a line', { market: 'ou', selection: 'over', line: undefined }, 'line'],
    ['a line of 0.3', { market: 'ah', selection: 'home', line: 0.3 }, 'line'],
    ['a total of 0', { market: 'ou', selection: 'over', line: 0 }, 'line'],
    ['a negative total', { market: 'ou', selection: 'under', line: -2.5 }, 'line'],
    ['an absurd handicap', { market: 'ah', selection: 'home', line: 1000.5 }, 'line'],
  ] as const)('refuses %s', (_name, pick, field) => {
    expect(tipPickProblem(pick, true)).toMatch(new RegExp(`^${field}: `));
  });

  it('refuses a draw in a sport without draws', () => {
    expect(tipPickProblem({ market: '1x2', selection: 'draw', line: null }, false)).toBe('selection: this sport has no draws');
  });

  it('knows the quarter grid', () => {
    expect([0, 0.25, -0.5, 2.75, -3].every(isQuarterLine)).toBe(true);
    expect([0.1, 2.3, Number.NaN, Infinity].some(isQuarterLine)).toBe(false);
  });
});

describe('prices of a pick', () => {
  const prices: MarketPrices = {
    oneXTwo: { home: 1.8, draw: 3.4, away: 4.2 },
    handicap: { line: -0.5, home: 1.95, away: 1.9 },
    overUnder: { line: 2.5, over: 2.02, under: 1.82 },
  };

  it('turns the home-side handicap into the line of the side backed', () => {
    expect(lineForSelection('ah', 'home', -0.5)).toBe(-0.5);
    expect(lineForSelection('ah', 'away', -0.5)).toBe(0.5);
    expect(lineForSelection('ah', 'away', 0)).toBe(0);
    expect(lineForSelection('ou', 'under', 2.5)).toBe(2.5);
    expect(lineForSelection('1x2', 'home', 2.5)).toBeNull();
  });

  it('picks the quoted price and line of each selection', () => {
    expect(quotedPick(prices, '1x2', 'draw')).toEqual({ odds: 3.4, line: null });
    expect(quotedPick(prices, 'ah', 'away')).toEqual({ odds: 1.9, line: 0.5 });
    expect(quotedPick(prices, 'ou', 'over')).toEqual({ odds: 2.02, line: 2.5 });
    expect(quotedPick(prices, 'ou', 'home').odds).toBeNull();
    expect(quotedPick({ ...prices, oneXTwo: { home: 1.5, draw: null, away: 2.6 } }, '1x2', 'draw').odds).toBeNull();
  });
});

describe('tipster records', () => {
  it('counts settled results only in the win rate', () => {
    expect(tipsterRecord(['won', 'void', 'lost', null, 'won'])).toMatchObject({ tips: 5, won: 2, lost: 1, winRate: 2 / 3 });
    expect(tipsterRecord(['void', null])).toMatchObject({ winRate: null, streak: 0 });
  });

  it('reads the streak from the newest settled tip, skipping voids and pending ones', () => {
    expect(tipsterRecord([null, 'won', 'void', 'won', 'lost', 'won']).streak).toBe(2);
    expect(tipsterRecord(['lost', 'lost', 'lost', 'won']).streak).toBe(-3);
    expect(tipsterRecord(['won']).streak).toBe(1);
  });

  it('ranks by win rate, then more settled tips, then more wins, then the lower id', () => {
    const rec = (userId: number, results: Parameters<typeof tipsterRecord>[0]) => ({ userId, ...tipsterRecord(results) });
    const a = rec(1, ['won', 'lost']);
    const b = rec(2, ['won', 'won', 'lost', 'lost']);
    const c = rec(3, ['won', 'won', 'won']);
    const d = rec(4, ['won', 'won', 'won']);
    expect([a, b, d, c].sort(compareTipsters).map((r) => r.userId)).toEqual([3, 4, 2, 1]);
  });
});
