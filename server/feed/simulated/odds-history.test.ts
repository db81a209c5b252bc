import { describe, expect, it } from 'vitest';
import { ODDS_HISTORY } from '@/lib/domain/odds-movement';
import { backfillTimes, isDue, needsClosing, preMatchMoment, selectRows, shouldWrite, type Snapshot } from './odds-history';

const MIN = 60_000;
const HOUR = 60 * MIN;
const T0 = Date.UTC(2026, 10, 22, 13, 0);

const snap = (takenAt: number, home = 2, bookmaker = 'A'): Snapshot => ({
  fixtureId: 1, bookmaker, takenAt, home, draw: 3.2, away: 3.6, ahLine: -0.5, ahHome: 1.9, ahAway: 1.95, ouLine: 2.5, ouOver: 1.9, ouUnder: 1.95,
});

describe('shouldWrite', () => {
  it('writes the first row of a bookmaker', () => expect(shouldWrite(undefined, snap(0), false)).toBe(true));
  it('skips a moved price less than an hour after the last row before kick-off', () => expect(shouldWrite(snap(0), snap(HOUR - 1, 2.2), false)).toBe(false));
  it('writes a moved price an hour after the last row before kick-off', () => expect(shouldWrite(snap(0), snap(HOUR, 2.2), false)).toBe(true));
  it('writes a moved price five minutes after the last row while live', () => expect(shouldWrite(snap(0), snap(5 * MIN, 2.2), true)).toBe(true));
  it('skips a live row under five minutes', () => expect(shouldWrite(snap(0), snap(4 * MIN, 2.2), true)).toBe(false));
  it('skips prices that did not move, however long since', () => expect(shouldWrite(snap(0), snap(10 * HOUR, 2.01), false)).toBe(false));
  it('writes when only a line moved', () => expect(shouldWrite(snap(0), { ...snap(HOUR), ahLine: -1.5 }, false)).toBe(true));
});

describe('isDue', () => {
  it('is due without any row', () => expect(isDue([], 0, false)).toBe(true));
  it('is not due when every bookmaker wrote within the interval', () => expect(isDue([snap(0), snap(10 * MIN, 2, 'B')], 30 * MIN, false)).toBe(false));
  it('is due when one bookmaker is past the interval', () => expect(isDue([snap(0), snap(10 * MIN, 2, 'B')], 6 * MIN, true)).toBe(true));
});

describe('backfillTimes', () => {
  it('runs hourly from a day before kick-off up to now', () => {
    const times = backfillTimes(T0 + 10 * HOUR, T0);
    expect(times[0]).toBe(T0 - 14 * HOUR);
    expect(times).toHaveLength(14);
    expect(times.at(-1)).toBe(T0 - HOUR);
  });
  it('stops at kick-off for a match already under way', () => expect(backfillTimes(T0, T0 + 2 * HOUR)).toHaveLength(ODDS_HISTORY.backfillMs / HOUR));
});

describe('selectRows', () => {
  it('compares each candidate with the last row kept for its bookmaker', () => {
    const rows = selectRows([], [
      { live: false, rows: [snap(0), snap(0, 2, 'B')] },
      { live: false, rows: [snap(HOUR, 2), snap(HOUR, 2.3, 'B')] },
      { live: false, rows: [snap(2 * HOUR, 2.4), snap(2 * HOUR, 2.3, 'B')] },
    ]);
    expect(rows.map((r) => `${r.bookmaker}@${r.takenAt / HOUR}`)).toEqual(['A@0', 'B@0', 'B@1', 'A@2']);
  });
});

describe('the closing line', () => {
  it('is owed once a fixture is under way and no row is from kick-off on', () => {
    expect(needsClosing([snap(T0 - HOUR)], T0, T0 + MIN)).toBe(true);
    expect(needsClosing([], T0, T0 + MIN)).toBe(true);
    expect(needsClosing([snap(T0 - HOUR), snap(T0, 2, 'B')], T0, T0 + MIN)).toBe(false);
    expect(needsClosing([snap(T0 - HOUR)], T0, T0 - MIN)).toBe(false);
  });

  it('is written even when it barely moved and the hour is not up', () => {
    const closing = snap(T0, 2.01);
    expect(selectRows([snap(T0 - 10 * MIN)], [{ live: false, rows: [closing] }])).toEqual([]);
    expect(selectRows([snap(T0 - 10 * MIN)], [{ live: false, force: true, rows: [closing] }])).toEqual([closing]);
  });
});

describe('preMatchMoment', () => {
  it('falls on the hourly grid counted back from kick-off', () => {
    expect(preMatchMoment(T0, T0 - 90 * MIN)).toBe(T0 - 2 * HOUR);
    expect(preMatchMoment(T0, T0 - HOUR)).toBe(T0 - HOUR);
    expect(preMatchMoment(T0, T0 - 10 * MIN)).toBe(T0 - HOUR);
  });
  it('is now itself once kick-off has passed (a late start)', () => expect(preMatchMoment(T0, T0 + MIN)).toBe(T0 + MIN));
});
