import { describe, expect, it } from 'vitest';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { ALWAYS_ON_MODES, fixtureStateAt } from '@/server/feed/simulated/clock';
import { openDb } from './client';
import { migrateToLatest } from './migrate';
import { seed } from './seed';
import { DAY_MS, LocalCalendar } from '@/lib/format/local-calendar';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every live fixture of the seed is over within this long after kick-off. */
const LONGEST_MATCH = 4 * HOUR;

async function seededAt(now: number) {
  const db = await openDb({ sqlitePath: ':memory:' });
  try {
    await migrateToLatest(db, 'sqlite');
    await seed(db, { now });
    // Studio rooms are on air all day; the guarantee is about matches.
    const fixtures = await db.selectFrom('fixtures').select(['id', 'liveModeId', 'startTime', 'status']).where('liveModeId', 'not in', ALWAYS_ON_MODES).orderBy('startTime').execute();
    const rooms = await db.selectFrom('liveRooms').select('fixtureId').execute();
    return { fixtures, hosted: new Set(rooms.map((r) => r.fixtureId)) };
  } finally {
    await db.destroy();
  }
}

/** Moments (every 15 minutes from five days before `now` to five days after) with fewer than three commentated live matches. */
async function thinMoments(now: number): Promise<string[]> {
  const { fixtures, hosted } = await seededAt(now);
  const thin: string[] = [];
  for (let t = now - 5 * DAY_MS; t <= now + 5 * DAY_MS; t += 15 * MINUTE) {
    const live = fixtures.filter(
      (f) => f.startTime <= t && f.startTime > t - LONGEST_MATCH && hosted.has(f.id) && fixtureStateAt(f, t).scheduleStatus === SCHEDULE_STATUS.live,
    );
    if (live.length < 3) thin.push(`${new Date(t).toISOString()}: ${live.length}`);
  }
  return thin;
}

/** `hhmm` in Ho Chi Minh City (UTC+7 all year) on a UTC calendar day. */
function vietnamTime(year: number, month: number, day: number, hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return Date.UTC(year, month - 1, day, (h ?? 0) - 7, m ?? 0);
}

describe('seeded live coverage', () => {
  it.each([
    ['03:00 on a Sunday in November', vietnamTime(2026, 11, 22, '03:00')],
    ['10:00 on a Wednesday in November', vietnamTime(2026, 11, 25, '10:00')],
    ['00:20 on a Saturday in July, European and American summer time', vietnamTime(2026, 7, 18, '00:20')],
  ])('keeps at least three commentated matches live at every moment of the window when seeded at %s', async (_when, now) => {
    expect(await thinMoments(now)).toEqual([]);
  });

  it('plays between 40 and 85 fixtures on each day of the window', async () => {
    const now = vietnamTime(2026, 11, 25, '10:00');
    const { fixtures } = await seededAt(now);
    const cal = new LocalCalendar(now);
    const perDay = new Map<number, number>();
    for (const f of fixtures) perDay.set(cal.dayOffsetOf(f.startTime), (perDay.get(cal.dayOffsetOf(f.startTime)) ?? 0) + 1);
    expect(perDay.size).toBe(11);
    for (const [day, count] of perDay) {
      expect(count, `day ${day}`).toBeGreaterThanOrEqual(40);
      expect(count, `day ${day}`).toBeLessThanOrEqual(85);
    }
  });
});
