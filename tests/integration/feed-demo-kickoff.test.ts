import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { openDb, type Db } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { seed } from '@/server/db/seed';
import { totalLive } from '@/server/services/schedule';
import { scheduleDemoKickoff } from '@/server/feed/simulated/demo';
import { createSimulator } from '@/server/feed/simulator';

const T0 = Date.UTC(2026, 10, 22, 13, 0);
const DELAY = 30_000;

describe('scheduleDemoKickoff', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ sqlitePath: ':memory:' });
    await migrateToLatest(db, 'sqlite');
    await seed(db, { now: T0 });
  }, 60_000);
  afterAll(() => db.destroy());

  it('moves the next streamed match to kick off later, and the live count rises when it does', async () => {
    const sim = createSimulator(db);
    await sim.advance(T0);
    const [id] = await scheduleDemoKickoff(db, T0, DELAY);
    expect(id).toBeDefined();
    const moved = await db.selectFrom('fixtures').select(['startTime', 'scheduleStatus']).where('id', '=', id ?? 0).executeTakeFirstOrThrow();
    expect(moved).toEqual({ startTime: T0 + DELAY, scheduleStatus: SCHEDULE_STATUS.comingUp });
    await sim.advance(T0 + DELAY - 1_000);
    const before = (await totalLive(db, {})).totalLive;
    await sim.advance(T0 + DELAY);
    expect((await db.selectFrom('fixtures').select('scheduleStatus').where('id', '=', id ?? 0).executeTakeFirstOrThrow()).scheduleStatus).toBe(SCHEDULE_STATUS.live);
    expect((await totalLive(db, {})).totalLive).toBe(before + 1);
  });
});
