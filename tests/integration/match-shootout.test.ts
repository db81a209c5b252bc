import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as match from '@/lib/contract/football-match';
import * as room from '@/lib/contract/room';
import { envelope, type DataOf, type Endpoint } from '@/lib/contract/endpoint';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { isShootoutKick } from '@/lib/domain/match-events';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { createApiApp, type ApiHandler } from '@/server/api';
import { createMemoryLoginLimiter } from '@/server/auth/login-limiter';
import { seed } from '@/server/db/seed';
import { shootoutScores } from '@/server/feed/simulated/shootouts';
import { createSimulator } from '@/server/feed/simulator';
import { call, TEST_MESSAGES_DIR } from '../fixtures/api-harness';
import { testBackends, type TestDb } from '../fixtures/test-db';

const backends = await testBackends();

/** Sunday 22 November 2026, 20:00 in Ho Chi Minh City: the cup nights of the week before are over. */
const T0 = Date.UTC(2026, 10, 22, 13, 0);

describe.each(backends)('shoot-outs and probable line-ups on $name', (backend) => {
  let t: TestDb;
  let api: ApiHandler;
  beforeAll(async () => {
    t = await backend.open();
    await seed(t.db, { now: T0 });
    await createSimulator(t.db).advance(T0);
    api = createApiApp({ getDb: async () => t.db, loginLimiter: createMemoryLoginLimiter(), messagesDir: TEST_MESSAGES_DIR });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  async function get<E extends Endpoint>(e: E, query: string) {
    const res = await call(api, `${e.path}?${query}`);
    return { status: res.status, data: res.status === 200 ? (envelope(e.data).parse(res.body).data as DataOf<E>) : null };
  }

  it('lists the kicks of every seeded tie decided on penalties after its events, alternating, on its shoot-out score', async () => {
    const pens = await t.db.selectFrom('fixtures').select(['id', 'homeScore', 'awayScore']).where('status', '=', 'pen').execute();
    expect(pens.length).toBeGreaterThan(0);
    const scores = await shootoutScores(t.db, pens.map((p) => p.id));
    for (const p of pens) {
      const { status, data } = await get(room.matchEvents, `fixtureId=${p.id}`);
      expect(status).toBe(200);
      const events = data ?? [];
      const first = events.findIndex((e) => isShootoutKick(e.kind));
      expect(first, `fixture ${p.id}`).toBeGreaterThanOrEqual(0);
      const kicks = events.slice(first);
      expect(kicks.every((e) => isShootoutKick(e.kind))).toBe(true);
      expect(kicks.map((e) => e.seq)).toEqual(kicks.map((_, i) => first + i + 1));
      kicks.forEach((k, i) => expect(k.side).toBe(i % 2 === 0 ? kicks[0]?.side : kicks[1]?.side));
      expect(kicks.every((k) => k.playerName !== null)).toBe(true);
      const tally = (side: 'home' | 'away') => kicks.filter((k) => k.side === side).reduce((n, k) => n + k.points, 0);
      expect({ home: tally('home'), away: tally('away') }).toEqual(scores.get(p.id));
      // The match score stays the draw the tie ended in.
      expect(events.at(-1)).toMatchObject({ homeScore: p.homeScore, awayScore: p.awayScore });
    }
  });

  it('writes no kicks for a match decided in normal time', async () => {
    const rows = await t.db
      .selectFrom('matchEvents as e')
      .innerJoin('fixtures as f', 'f.id', 'e.fixtureId')
      .select('f.status')
      .where('e.kind', 'in', ['shootout-goal', 'shootout-saved', 'shootout-missed'])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'pen')).toBe(true);
  });

  it('gives an upcoming match eleven probable starters a side in a formation, from each team’s latest finished match', async () => {
    const upcoming = await t.db
      .selectFrom('fixtures')
      .select(['id', 'homeTeamId', 'awayTeamId'])
      .where('liveModeId', '=', LIVE_MODE.football)
      .where('scheduleStatus', '=', SCHEDULE_STATUS.comingUp)
      .where('homeTeamId', 'in', (eb) => eb.selectFrom('players').select('teamId'))
      .where('awayTeamId', 'in', (eb) => eb.selectFrom('players').select('teamId'))
      .orderBy('startTime')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { status, data } = await get(match.footballMatchProbableLineups, `fixtureId=${upcoming.id}`);
    expect(status).toBe(200);
    expect(data?.probable).toBe(true);
    for (const side of [data?.home, data?.away]) {
      expect(side?.pitch).toHaveLength(11);
      expect(side?.formation).toMatch(/^\d(-\d)+$/);
      expect(side?.lines.reduce((n, l) => n + l, 0)).toBe(10);
      expect(side?.pitch.every((s) => s.replaced === null && s.card === null && s.goals === 0)).toBe(true);
      if (side?.basedOn) expect([side.basedOn.home.id, side.basedOn.away.id]).toContain(side.team.id);
    }
    expect(data?.home?.team.id).toBe(upcoming.homeTeamId);
    expect(data?.away?.team.id).toBe(upcoming.awayTeamId);
    expect([data?.home?.basedOn, data?.away?.basedOn].some((b) => b !== null)).toBe(true);
  });

  it('answers 404 for an unknown fixture or another sport, and 422 for a malformed id', async () => {
    expect((await get(match.footballMatchProbableLineups, 'fixtureId=987654321')).status).toBe(404);
    const basketball = await t.db.selectFrom('fixtures').select('id').where('liveModeId', '=', LIVE_MODE.basketball).limit(1).executeTakeFirstOrThrow();
    expect((await get(match.footballMatchProbableLineups, `fixtureId=${basketball.id}`)).status).toBe(404);
    for (const bad of ['abc', '0', '', '1.5']) expect((await get(match.footballMatchProbableLineups, `fixtureId=${bad}`)).status, bad).toBe(422);
    expect((await get(match.footballMatchProbableLineups, 'fixtureId=1&probable=1')).status).toBe(422);
  });
});
