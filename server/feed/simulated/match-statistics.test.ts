import { describe, expect, it } from 'vitest';
import { MATCH_STAT_KEYS } from '@/lib/domain/match-statistics';
import { matchStatistics } from './match-statistics';

const none = { home: 0, away: 0 };

describe('matchStatistics', () => {
  it('has nothing before kick-off', () => {
    expect(matchStatistics(7, 0, none)).toBeNull();
  });

  it('is the same for the same fixture, minute and score', () => {
    expect(matchStatistics(42, 63, { home: 1, away: 2 })).toEqual(matchStatistics(42, 63, { home: 1, away: 2 }));
    expect(matchStatistics(42, 90, none)).not.toEqual(matchStatistics(43, 90, none));
  });

  it('splits possession to 100 between the sides', () => {
    for (let id = 1; id <= 200; id++) {
      for (const minute of [1, 23, 45, 71, 90, 120]) {
        const s = matchStatistics(id, minute, none);
        expect(s && s.home.possession + s.away.possession).toBe(100);
        expect(s?.home.possession).toBeGreaterThanOrEqual(25);
        expect(s?.home.possession).toBeLessThanOrEqual(75);
      }
    }
  });

  it('only grows as the clock moves (possession aside)', () => {
    for (let id = 1; id <= 100; id++) {
      let before = matchStatistics(id, 1, none);
      for (let minute = 2; minute <= 95; minute++) {
        const now = matchStatistics(id, minute, none);
        for (const side of ['home', 'away'] as const) {
          for (const key of MATCH_STAT_KEYS.filter((k) => k !== 'possession')) expect(now?.[side][key]).toBeGreaterThanOrEqual(before?.[side][key] ?? 0);
        }
        before = now;
      }
    }
  });

  it('never has fewer shots on target than goals, nor more on target than shots', () => {
    for (let id = 1; id <= 200; id++) {
      for (const goals of [none, { home: 3, away: 1 }, { home: 0, away: 9 }]) {
        const s = matchStatistics(id, 90, goals);
        for (const side of ['home', 'away'] as const) {
          expect(s?.[side].shotsOnTarget).toBeGreaterThanOrEqual(goals[side]);
          expect(s?.[side].shots).toBeGreaterThanOrEqual(s?.[side].shotsOnTarget ?? 0);
        }
      }
    }
  });

  it('gives full-time figures of a plausible football match', () => {
    const totals = Array.from({ length: 300 }, (_, i) => matchStatistics(i + 1, 90, none)).map((s) => (s ? s.home.shots + s.away.shots : 0));
    const mean = totals.reduce((a, b) => a + b, 0) / totals.length;
    expect(mean).toBeGreaterThan(15);
    expect(mean).toBeLessThan(35);
    expect(Math.min(...totals)).toBeGreaterThan(4);
  });
});
