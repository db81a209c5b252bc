import { describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { FIXTURE_IDS, samples } from './sampling';

const SECOND = 1_000;

describe('esport', () => {
  it('wins every map at 13 rounds and the match at two maps', () => {
    for (const id of FIXTURE_IDS) {
      const { moments } = samples(id, LIVE_MODE.esport, 30 * SECOND);
      const wrong = moments.slice(0, -1).filter((m) => m.board?.current !== m.board?.periods.length || m.board?.periods.some((map) => Math.max(map.home, map.away) > 13));
      expect(wrong).toEqual([]);
      const end = moments.at(-1);
      const maps = end?.board?.periods ?? [];
      for (const map of maps) {
        expect(Math.max(map.home, map.away)).toBe(13);
        expect(Math.min(map.home, map.away)).toBeLessThan(13);
      }
      const won = { home: maps.filter((m) => m.home > m.away).length, away: maps.filter((m) => m.away > m.home).length };
      expect({ home: end?.home, away: end?.away }).toEqual(won);
      expect(Math.max(won.home, won.away)).toBe(2);
      expect(end?.board).toMatchObject({ kind: 'maps', current: null });
    }
  });
});

describe('billiards', () => {
  it('races to nine frames, the frame in play after those won', () => {
    for (const id of FIXTURE_IDS) {
      const { moments } = samples(id, LIVE_MODE.billiard, 30 * SECOND);
      const wrong = moments
        .slice(0, -1)
        .filter((m) => m.board?.kind !== 'frames' || m.board.periods.length > 0 || m.board.raceTo !== 9 || m.board.current !== m.home + m.away + 1 || Math.max(m.home, m.away) >= 9);
      expect(wrong).toEqual([]);
      const end = moments.at(-1);
      expect(Math.max(end?.home ?? 0, end?.away ?? 0)).toBe(9);
      expect(Math.min(end?.home ?? 9, end?.away ?? 9)).toBeLessThan(9);
      expect(end?.board).toMatchObject({ kind: 'frames', current: null, raceTo: 9 });
    }
  });
});
