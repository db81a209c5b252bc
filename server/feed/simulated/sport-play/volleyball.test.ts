import { describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { FIXTURE_IDS, samples } from './sampling';

const SECOND = 1_000;

describe('volleyball', () => {
  it('wins sets at 25 (15 in the fifth) by two, and the match at three sets', () => {
    const lengths = new Set<number>();
    for (const id of FIXTURE_IDS) {
      const end = samples(id, LIVE_MODE.volleyball, 60 * SECOND).moments.at(-1);
      const sets = end?.board?.periods ?? [];
      lengths.add(sets.length);
      sets.forEach((set, i) => {
        const target = i === 4 ? 15 : 25;
        const [w, l] = [Math.max(set.home, set.away), Math.min(set.home, set.away)];
        expect((w === target && l <= target - 2) || (w > target && w - l === 2), `fixture ${id} set ${i + 1}: ${w}-${l}`).toBe(true);
      });
      const won = { home: sets.filter((s) => s.home > s.away).length, away: sets.filter((s) => s.away > s.home).length };
      expect({ home: end?.home, away: end?.away }).toEqual(won);
      expect(Math.max(won.home, won.away)).toBe(3);
      expect(end?.board).toMatchObject({ kind: 'sets', current: null, game: null, server: null, clock: null, raceTo: null });
    }
    expect([...lengths].sort()).toEqual([3, 4, 5]);
  });

  it('gives the serve to whoever won the last rally', () => {
    for (const id of FIXTURE_IDS.slice(0, 40)) {
      const { moments } = samples(id, LIVE_MODE.volleyball, 2 * SECOND);
      for (let i = 1; i < moments.length - 1; i++) {
        const [before, after] = [moments[i - 1]?.board, moments[i]?.board];
        if (!before || !after || before.periods.length !== after.periods.length) continue;
        const [a, b] = [before.periods.at(-1), after.periods.at(-1)];
        if (!a || !b || a.home + a.away + 1 !== b.home + b.away) continue;
        expect(after.server).toBe(b.home > a.home ? 'home' : 'away');
      }
    }
  });
});
