import { describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { FIXTURE_IDS, samples } from './sampling';

const SECOND = 1_000;
const seconds = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

describe('basketball', () => {
  it('plays four quarters, overtime only while level, and the quarters add up to the score', () => {
    let overtimes = 0;
    for (const id of FIXTURE_IDS) {
      const { moments } = samples(id, LIVE_MODE.basketball, 30 * SECOND);
      const sumsOff = moments.filter((m) => {
        const quarters = m.board?.periods ?? [];
        return m.home !== quarters.reduce((n, q) => n + q.home, 0) || m.away !== quarters.reduce((n, q) => n + q.away, 0);
      });
      expect(sumsOff).toEqual([]);
      const end = moments.at(-1);
      const quarters = end?.board?.periods ?? [];
      expect(quarters.length).toBeGreaterThanOrEqual(4);
      expect(end?.home).not.toBe(end?.away);
      expect(end?.board).toMatchObject({ kind: 'quarters', current: null, clock: null });
      if (quarters.length > 4) {
        overtimes++;
        const regulation = quarters.slice(0, 4).reduce((s, q) => ({ home: s.home + q.home, away: s.away + q.away }), { home: 0, away: 0 });
        expect(regulation.home).toBe(regulation.away);
      }
    }
    expect(overtimes).toBeGreaterThan(0);
  });

  it('runs the clock down from 10:00 (5:00 in overtime) in each quarter and stops it at the breaks', () => {
    for (const id of FIXTURE_IDS.slice(0, 25)) {
      const { moments } = samples(id, LIVE_MODE.basketball, 15 * SECOND);
      expect(moments[0]?.board).toMatchObject({ current: 1, clock: '10:00', periods: [{ home: 0, away: 0 }] });
      let breaks = 0;
      const problems: string[] = [];
      for (let i = 1; i < moments.length - 1; i++) {
        const [before, after] = [moments[i - 1]?.board, moments[i]?.board];
        if (!before || !after) throw new Error('a live board');
        if (after.current !== after.periods.length) problems.push(`quarter in play: ${JSON.stringify(after)}`);
        if (after.clock === null) breaks++;
        else if (seconds(after.clock) > ((after.current ?? 0) > 4 ? 300 : 600)) problems.push(`clock: ${JSON.stringify(after)}`);
        if (before.current === after.current && before.clock !== null && after.clock !== null && seconds(after.clock) > seconds(before.clock)) {
          problems.push(`clock went up: ${before.clock} then ${after.clock}`);
        }
      }
      expect(problems, `fixture ${id}`).toEqual([]);
      expect(breaks).toBeGreaterThan(0);
    }
  });
});
