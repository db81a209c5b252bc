import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { ODDS_HISTORY, suspendedUntil } from '@/lib/domain/odds-movement';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { openDb, type Db } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { seed } from '@/server/db/seed';
import type { Snapshot } from '@/server/feed/simulated/odds-history';
import { createSimulator } from '@/server/feed/simulator';

const MIN = 60_000;
const HOUR = 60 * MIN;
const T0 = Date.UTC(2026, 10, 22, 13, 0);

const snap = (takenAt: number, home = 2, bookmaker = 'A'): Snapshot => ({
  fixtureId: 1, bookmaker, takenAt, home, draw: 3.2, away: 3.6, ahLine: -0.5, ahHome: 1.9, ahAway: 1.95, ouLine: 2.5, ouOver: 1.9, ouUnder: 1.95,
});

describe('the odds history the simulator writes', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ sqlitePath: ':memory:' });
    await migrateToLatest(db, 'sqlite');
    await seed(db, { now: T0 });
    await createSimulator(db).advance(T0);
  }, 60_000);
  afterAll(() => db.destroy());

  const rowsOf = (fixtureId: number) => db.selectFrom('oddsSnapshots').selectAll().where('fixtureId', '=', fixtureId).orderBy('takenAt').execute();

  it('backfills hourly pre-match history of football fixtures kicking off within 48 h', async () => {
    const soon = await db.selectFrom('fixtures').select(['id', 'startTime']).where('liveModeId', '=', LIVE_MODE.football)
      .where('scheduleStatus', '=', SCHEDULE_STATUS.comingUp).where('startTime', '>', T0 + 2 * HOUR).where('startTime', '<=', T0 + 48 * HOUR).orderBy('startTime').executeTakeFirstOrThrow();
    const rows = await rowsOf(soon.id);
    expect(new Set(rows.map((r) => r.bookmaker)).size).toBe(3);
    expect(Number(rows[0]?.takenAt)).toBe(soon.startTime - ODDS_HISTORY.backfillMs);
    expect(rows.length).toBeGreaterThan(6);
  });

  it('drifts: many upcoming fixtures’ home price moved visibly between its first and last rows', async () => {
    const rows = await db.selectFrom('oddsSnapshots as s').innerJoin('fixtures as f', 'f.id', 's.fixtureId').select(['s.fixtureId', 's.home', 's.takenAt'])
      .where('f.scheduleStatus', '=', SCHEDULE_STATUS.comingUp).where('f.startTime', '<=', T0 + 24 * HOUR).where('s.bookmaker', '=', 'Sao Bắc Odds').orderBy('s.takenAt').execute();
    const byFixture = new Map<number, number[]>();
    for (const r of rows) byFixture.set(r.fixtureId, [...(byFixture.get(r.fixtureId) ?? []), r.home]);
    const moves = [...byFixture.values()].map((homes) => Math.abs((homes.at(-1) ?? 0) - (homes[0] ?? 0)));
    expect(moves.length).toBeGreaterThan(5);
    expect(moves.filter((m) => m >= 0.05).length / moves.length).toBeGreaterThan(0.4);
  });

  it('writes no live row while a market is suspended', async () => {
    const events = await db.selectFrom('matchEvents as e').innerJoin('fixtures as f', 'f.id', 'e.fixtureId').select(['e.fixtureId', 'e.kind', 'e.at'])
      .where('f.liveModeId', '=', LIVE_MODE.football).where('f.scheduleStatus', '=', SCHEDULE_STATUS.live).execute();
    const rows = await db.selectFrom('oddsSnapshots').select(['fixtureId', 'takenAt']).where('fixtureId', 'in', [0, ...events.map((e) => e.fixtureId)]).execute();
    for (const r of rows) {
      const mine = events.filter((e) => e.fixtureId === r.fixtureId).map((e) => ({ kind: e.kind, at: Number(e.at) }));
      expect(suspendedUntil(mine, Number(r.takenAt)), `${r.fixtureId}@${r.takenAt}`).toBeNull();
    }
  });

  it('writes nothing for fixtures further ahead or of other sports', async () => {
    const far = await db.selectFrom('oddsSnapshots as s').innerJoin('fixtures as f', 'f.id', 's.fixtureId')
      .select('s.fixtureId').where((eb) => eb.or([eb('f.startTime', '>', T0 + 48 * HOUR), eb('f.liveModeId', '!=', LIVE_MODE.football)])).execute();
    expect(far).toEqual([]);
  });

  it('adds no pre-match row ten minutes later, and prunes fixtures older than eight days', async () => {
    const before = await db.selectFrom('oddsSnapshots').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const old = await db.selectFrom('fixtures').select('id').where('liveModeId', '=', LIVE_MODE.football).orderBy('startTime').executeTakeFirstOrThrow();
    await db.insertInto('oddsSnapshots').values({ ...snap(T0 - 9 * 24 * HOUR), fixtureId: old.id }).execute();
    await db.updateTable('fixtures').set({ startTime: T0 - 9 * 24 * HOUR }).where('id', '=', old.id).execute();
    await createSimulator(db).advance(T0 + 10 * MIN);
    expect(await rowsOf(old.id)).toEqual([]);
    const live = await db.selectFrom('oddsSnapshots as s').innerJoin('fixtures as f', 'f.id', 's.fixtureId')
      .select((eb) => eb.fn.countAll().as('n')).where('f.scheduleStatus', '!=', SCHEDULE_STATUS.live).where('s.takenAt', '>', T0).executeTakeFirstOrThrow();
    expect(Number(live.n)).toBe(0);
    expect(Number(before.n)).toBeGreaterThan(0);
  });
});
