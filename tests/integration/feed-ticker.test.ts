import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { parseScoreboard } from '@/lib/contract/scoreboard';
import { openDb, type Db } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { seed } from '@/server/db/seed';
import { LEAGUES } from '@/server/feed/simulated/catalog';
import { ALWAYS_ON_MODES, fixtureStateAt } from '@/server/feed/simulated/clock';
import { startFeedTicker, type FeedTicker } from '@/server/feed/ticker';

const T0 = Date.UTC(2026, 10, 22, 13, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;

let db: Db;
let clock = T0;
let ticker: FeedTicker;

beforeAll(async () => {
  db = await openDb({ sqlitePath: ':memory:' });
  await migrateToLatest(db, 'sqlite');
  await seed(db, { now: T0 });
  // A long interval: the test drives every tick after the first one.
  ticker = startFeedTicker(db, { now: () => clock, intervalMs: 24 * HOUR, demoKickoffMs: null });
});
afterAll(async () => {
  ticker.stop();
  await db.destroy();
});

describe('startFeedTicker', () => {
  it('changes nothing at the moment the data was seeded', async () => {
    expect(await ticker.tick()).toBe(0);
  });

  it('moves fixtures around now to their new state and stamps them', async () => {
    clock = T0 + 30 * MIN;
    const changed = await ticker.tick();
    expect(changed).toBeGreaterThan(0);
    const rows = await db.selectFrom('fixtures').selectAll().where('startTime', '>=', clock - 6 * HOUR).where('startTime', '<=', clock + 10 * MIN).execute();
    for (const f of rows) {
      const knockout = LEAGUES[f.leagueId - 1]?.knockout ?? false;
      expect({ status: f.status, scheduleStatus: f.scheduleStatus, homeScore: f.homeScore, awayScore: f.awayScore, scoreboard: parseScoreboard(f.scoreboard) }).toEqual(fixtureStateAt({ ...f, knockout }, clock));
    }
    const stamped = await db.selectFrom('fixtures').select('id').where('updatedAt', '=', clock).execute();
    expect(stamped).toHaveLength(changed);
  });

  it('changes nothing on a second tick at the same time', async () => {
    expect(await ticker.tick()).toBe(0);
  });

  it('leaves fixtures beyond the next ten minutes alone', async () => {
    const later = await db.selectFrom('fixtures').select('updatedAt').where('startTime', '>', clock + 10 * MIN).execute();
    expect(later.every((f) => f.updatedAt === T0)).toBe(true);
  });

  it('catches up matches that started and ended while it was not running', async () => {
    clock = T0 + 3 * 24 * HOUR;
    await ticker.tick();
    const stale = await db
      .selectFrom('fixtures')
      .select(['id', 'status'])
      .where('startTime', '<', clock - 6 * HOUR)
      .where('scheduleStatus', 'in', [SCHEDULE_STATUS.comingUp, SCHEDULE_STATUS.live])
      .where('liveModeId', 'not in', ALWAYS_ON_MODES)
      .execute();
    expect(stale).toEqual([]);
  });
});
