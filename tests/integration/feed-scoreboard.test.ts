import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { parseScoreboard } from '@/lib/contract/scoreboard';
import { seed } from '@/server/db/seed';
import { fixtureStateAt } from '@/server/feed/simulated/clock';
import { createSimulator } from '@/server/feed/simulator';
import { feedDb } from '@/server/feed/tables';
import { testBackends, type TestDb } from '../fixtures/test-db';

const backends = await testBackends();

const MIN = 60_000;
const HOUR = 60 * MIN;
/** Sunday 22 November 2026, 20:00 in Ho Chi Minh City. */
const T0 = Date.UTC(2026, 10, 22, 13, 0);
const SET_SPORTS = [LIVE_MODE.tennis, LIVE_MODE.volleyball];

describe.each(backends)('the scoreboard column on $name', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await backend.open();
    await seed(t.db, { now: T0 });
    await createSimulator(t.db).advance(T0);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('is seeded full for finished matches of sports that keep one, and null for football', async () => {
    const ended = await t.db.selectFrom('fixtures').select(['liveModeId', 'status', 'scoreboard']).where('status', '=', 'ft').execute();
    const sets = ended.filter((f) => SET_SPORTS.includes(f.liveModeId as (typeof SET_SPORTS)[number]));
    expect(sets.length).toBeGreaterThan(0);
    for (const f of sets) expect(parseScoreboard(f.scoreboard)).toMatchObject({ kind: 'sets', current: null, game: null });
    const football = await t.db.selectFrom('fixtures').select('scoreboard').where('liveModeId', '=', LIVE_MODE.football).execute();
    expect(football.every((f) => f.scoreboard === null)).toBe(true);
  });

  it('is written by the feed while a tennis or volleyball match is live, with the sets the clock shows', async () => {
    const next = await feedDb(t.db)
      .selectFrom('fixtures as f')
      .leftJoin('feedFixtures as ff', 'ff.fixtureId', 'f.id')
      .select(['f.id', 'f.startTime'])
      .where('f.liveModeId', 'in', SET_SPORTS)
      .where('f.scheduleStatus', '=', SCHEDULE_STATUS.comingUp)
      .where('ff.fate', 'is', null)
      .where('f.startTime', '>', T0)
      .where('f.startTime', '<', T0 + 24 * HOUR)
      .orderBy('f.startTime')
      .executeTakeFirstOrThrow();
    const at = next.startTime + 50 * MIN;
    await createSimulator(t.db).advance(at);
    const row = await t.db.selectFrom('fixtures').selectAll().where('id', '=', next.id).executeTakeFirstOrThrow();
    expect(row.scheduleStatus).toBe(SCHEDULE_STATUS.live);
    const board = parseScoreboard(row.scoreboard);
    expect(board).toMatchObject({ kind: 'sets', current: board?.periods.length });
    expect(board).toEqual(fixtureStateAt(row, at).scoreboard);
    const won = (side: 'home' | 'away') => (board?.periods ?? []).slice(0, -1).filter((s) => (side === 'home' ? s.home > s.away : s.away > s.home)).length;
    expect({ home: row.homeScore, away: row.awayScore }).toEqual({ home: won('home'), away: won('away') });
    const last = await t.db.selectFrom('matchEvents').select(['homeScore', 'awayScore']).where('fixtureId', '=', next.id).orderBy('seq', 'desc').executeTakeFirst();
    expect({ home: last?.homeScore ?? 0, away: last?.awayScore ?? 0 }).toEqual({ home: row.homeScore, away: row.awayScore });
  }, 120_000);
});
