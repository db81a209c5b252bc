import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { seed } from '@/server/db/seed';
import { createSimulator } from '@/server/feed/simulator';

const MIN = 60_000;
const HOUR = 60 * MIN;
/** Sunday 22 November 2026, 20:00 in Ho Chi Minh City. */
const T0 = Date.UTC(2026, 10, 22, 13, 0);

async function seeded(): Promise<Db> {
  const db = await openDb({ sqlitePath: ':memory:' });
  await migrateToLatest(db, 'sqlite');
  await seed(db, { now: T0 });
  return db;
}

const dump = async (db: Db) => ({
  events: await db.selectFrom('matchEvents').selectAll().orderBy('fixtureId').orderBy('seq').execute(),
  fixtures: await db.selectFrom('fixtures').select(['id', 'status', 'scheduleStatus', 'homeScore', 'awayScore']).orderBy('id').execute(),
  tips: await db.selectFrom('tips').select(['fixtureId', 'authorId', 'market', 'selection', 'line', 'odds', 'confidence', 'analysisVi', 'analysisEn', 'analysisZh', 'lang', 'result']).orderBy('fixtureId').orderBy('authorId').execute(),
});

describe('the simulator, restarted or not', () => {
  let steady: Db;
  let restarted: Db;
  beforeAll(async () => {
    [steady, restarted] = await Promise.all([seeded(), seeded()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([steady.destroy(), restarted.destroy()]);
  });

  it('ends in the same place whether it ran every few minutes or was down for hours in between', async () => {
    const running = createSimulator(steady);
    for (let now = T0; now <= T0 + 5 * HOUR; now += 10 * MIN) await running.advance(now);
    await createSimulator(restarted).advance(T0);
    // Down from T0 to T0 + 5 h; a fresh process catches up.
    const summary = await createSimulator(restarted).advance(T0 + 5 * HOUR);
    expect(summary.events).toBeGreaterThan(0);
    expect(summary.settled).toBeGreaterThan(0);
    const [a, b] = [await dump(steady), await dump(restarted)];
    expect(b.events).toEqual(a.events);
    expect(b.fixtures).toEqual(a.fixtures);
    expect(b.tips).toEqual(a.tips);
  }, 120_000);
});
