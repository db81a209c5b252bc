import type { Scoreboard } from '@/lib/domain/scoreboard';

/** Boards of each sport in a plausible moment; tests override what they care about. */
const blank: Omit<Scoreboard, 'kind' | 'periods' | 'current'> = { game: null, server: null, clock: null, raceTo: null };

export function tennisBoard(overrides: Partial<Scoreboard> = {}): Scoreboard {
  return {
    ...blank,
    kind: 'sets',
    periods: [{ home: 6, away: 4 }, { home: 3, away: 6 }, { home: 2, away: 1 }],
    current: 3,
    game: { home: '30', away: '15' },
    server: 'home',
    ...overrides,
  };
}

export function volleyballBoard(overrides: Partial<Scoreboard> = {}): Scoreboard {
  return {
    ...blank,
    kind: 'sets',
    periods: [{ home: 25, away: 21 }, { home: 19, away: 25 }, { home: 8, away: 5 }],
    current: 3,
    server: 'away',
    ...overrides,
  };
}

export function basketballBoard(overrides: Partial<Scoreboard> = {}): Scoreboard {
  return {
    ...blank,
    kind: 'quarters',
    periods: [{ home: 24, away: 19 }, { home: 21, away: 25 }, { home: 12, away: 9 }],
    current: 3,
    clock: '07:42',
    ...overrides,
  };
}

export function esportBoard(overrides: Partial<Scoreboard> = {}): Scoreboard {
  return { ...blank, kind: 'maps', periods: [{ home: 13, away: 9 }, { home: 7, away: 5 }], current: 2, ...overrides };
}

export function billiardBoard(overrides: Partial<Scoreboard> = {}): Scoreboard {
  return { ...blank, kind: 'frames', periods: [], current: 12, raceTo: 9, ...overrides };
}
