import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { footballMatchOdds } from '@/lib/contract/football-match';
import { oddsBoard, oddsHistory } from '@/lib/contract/football-scores';
import { matchOdds } from '@/lib/contract/room';
import { ODDS_SUSPENSION } from '@/lib/domain/odds-movement';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { writeOddsHistory } from '@/server/feed/simulated/odds-history';
import { feedDb } from '@/server/feed/tables';
import { fixtureOdds } from '@/server/services/odds';
import { footballOddsBoard } from '@/server/services/odds-history';
import { BOOKMAKERS } from '@/server/services/odds-model';
import { pricesOf } from '@/server/services/odds-points';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { FX, TEST_DAY, TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe.each(backends)('the match page odds on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(backend);
    await writeOddsHistory(feedDb(h.t.db), TEST_NOW);
    // An hour later the home price of the first bookmaker has come in from 2.40 to 2.10.
    const [first] = await h.t.db.selectFrom('oddsSnapshots').selectAll().where('fixtureId', '=', FX.upcomingFootball).where('bookmaker', '=', BOOKMAKERS[0].name).orderBy('takenAt', 'desc').limit(1).execute();
    if (!first) throw new Error('no history written');
    await h.t.db.updateTable('oddsSnapshots').set({ home: 2.4 }).where('fixtureId', '=', FX.upcomingFootball).where('bookmaker', '=', BOOKMAKERS[0].name).execute();
    await h.t.db.insertInto('oddsSnapshots').values({ ...first, takenAt: TEST_NOW + HOUR, home: 2.1 }).execute();
  });
  afterAll(async () => {
    await h.t.close();
  });

  const odds = async (query: string) => {
    const res = await call(h.api, `${footballMatchOdds.path}?${query}`);
    return { status: res.status, data: res.status === 200 ? envelope(footballMatchOdds.data).parse(res.body).data : null };
  };

  it('gives each bookmaker’s opening and current prices from the history, with its series', async () => {
    const { status, data } = await odds(`fixtureId=${FX.upcomingFootball}`);
    expect(status).toBe(200);
    expect(data?.bookmakers.map((b) => b.bookmaker)).toEqual(BOOKMAKERS.map((b) => b.name));
    const first = data?.bookmakers[0];
    expect([first?.opening.home, first?.current.home, first?.movement.home]).toEqual([2.4, 2.1, 'down']);
    expect(first?.series.at(-1)).toMatchObject({ t: TEST_NOW + HOUR, home: 2.1 });
    expect(data?.updatedAt).toBe(TEST_NOW + HOUR);
  });

  it('shows the model’s opening and closing line for a match the history never recorded', async () => {
    const { status, data } = await odds(`fixtureId=${FX.endedFootball}`);
    expect(status).toBe(200);
    expect(data?.bookmakers).toHaveLength(BOOKMAKERS.length);
    // Two points: when the market opened, then kick-off; the drift between them is what the board shows.
    expect(data?.bookmakers.every((b) => b.series.length === 2 && (b.series[0]?.t ?? 0) < (b.series[1]?.t ?? 0))).toBe(true);
    expect(data?.bookmakers.some((b) => b.opening.home !== b.current.home || b.opening.away !== b.current.away)).toBe(true);
  });

  it('gives a match the history never recorded the same opening and current prices on the history as on the board', async () => {
    const res = await call(h.api, `${oddsHistory.path}?fixtureId=${FX.endedFootball}`);
    expect(res.status).toBe(200);
    const history = envelope(oddsHistory.data).parse(res.body).data;
    const board = envelope(oddsBoard.data).parse((await call(h.api, `${oddsBoard.path}?date=${TEST_DAY}&timezone=Asia/Ho_Chi_Minh`)).body).data;
    const boardMatch = board.matches.find((m) => m.match.fixtureId === FX.endedFootball);
    expect(history.bookmakers.map((b) => b.bookmaker)).toEqual(BOOKMAKERS.map((b) => b.name));
    for (const [i, b] of history.bookmakers.entries()) {
      expect(b.points).toHaveLength(2);
      expect(pricesOf(b.points[0] as (typeof b.points)[number])).toEqual(boardMatch?.bookmakers[i]?.opening);
      expect(pricesOf(b.points[1] as (typeof b.points)[number])).toEqual(boardMatch?.bookmakers[i]?.current);
    }
  });

  it('answers 404 for an unknown fixture or another sport and 422 for a bad id', async () => {
    expect((await odds('fixtureId=987654')).status).toBe(404);
    expect((await odds(`fixtureId=${FX.liveBasketball}`)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '', '99999999999']) expect((await odds(`fixtureId=${bad}`)).status, bad).toBe(422);
    expect((await odds(`fixtureId=${FX.upcomingFootball}&page=2`)).status).toBe(422);
  });
});

describe.each(backends)('the live market on $name', (backend) => {
  let h: Harness;
  // The dataset's live match leads 1-0 at 32'; the goal went in a minute before TEST_NOW.
  const GOAL = TEST_NOW - MIN;
  const goal = (at: number, seq: number) => ({
    fixtureId: FX.liveFootball, seq, minute: 31, added: 0, kind: 'goal', side: 'home' as const, playerId: null, playerName: 'Văn Quyết', relatedName: null, points: 1, homeScore: 1, awayScore: 0, at,
  });
  beforeAll(async () => {
    h = await openHarness(backend);
    await h.t.db.insertInto('matchEvents').values(goal(GOAL, 1)).execute();
    await writeOddsHistory(feedDb(h.t.db), TEST_NOW);
    await writeOddsHistory(feedDb(h.t.db), TEST_NOW + 5 * MIN);
  });
  afterAll(async () => {
    await h.t.close();
  });
  const ctx = (now: number) => ({ locale: 'vi' as const, now });
  const rowsOf = (fixtureId: number) => h.t.db.selectFrom('oddsSnapshots').selectAll().where('fixtureId', '=', fixtureId).orderBy('takenAt').execute();

  it('is suspended for a while after a goal, then open again', async () => {
    expect((await fixtureOdds(h.t.db, { fixtureId: FX.liveFootball }, ctx(TEST_NOW))).suspended).toBe(true);
    expect((await fixtureOdds(h.t.db, { fixtureId: FX.liveFootball }, ctx(GOAL + (ODDS_SUSPENSION.goal ?? 0)))).suspended).toBe(false);
    expect((await fixtureOdds(h.t.db, { fixtureId: FX.upcomingFootball }, ctx(TEST_NOW))).suspended).toBe(false);
  });

  it('says suspended through the odds API and the odds board a minute after a goal', async () => {
    // The API runs on the wall clock: a second goal, a minute ago by it.
    await h.t.db.insertInto('matchEvents').values(goal(Date.now() - MIN, 2)).execute();
    const res = await call(h.api, `${matchOdds.path}?fixtureId=${FX.liveFootball}`);
    expect(res.status).toBe(200);
    expect(envelope(matchOdds.data).parse(res.body).data.suspended).toBe(true);
    const board = envelope(oddsBoard.data).parse((await call(h.api, `${oddsBoard.path}?date=${TEST_DAY}&timezone=Asia/Ho_Chi_Minh`)).body).data;
    expect(board.matches.find((m) => m.match.fixtureId === FX.liveFootball)?.suspended).toBe(true);
    expect(board.matches.find((m) => m.match.fixtureId === FX.upcomingFootball)?.suspended).toBe(false);
    await h.t.db.deleteFrom('matchEvents').where('seq', '=', 2).execute();
  });

  it('records no price while suspended, the closing line at kick-off and the live price after', async () => {
    const rows = await rowsOf(FX.liveFootball);
    const kickOff = TEST_NOW - 30 * MIN;
    expect(rows.filter((r) => Number(r.takenAt) >= GOAL && Number(r.takenAt) < GOAL + (ODDS_SUSPENSION.goal ?? 0))).toEqual([]);
    expect(rows.filter((r) => Number(r.takenAt) === kickOff)).toHaveLength(BOOKMAKERS.length);
    expect(rows.filter((r) => Number(r.takenAt) === TEST_NOW + 5 * MIN)).toHaveLength(BOOKMAKERS.length);
  });

  it('shows a live match on the board moved from its opening', async () => {
    const board = await footballOddsBoard(h.t.db, { date: TEST_DAY, timezone: 'Asia/Ho_Chi_Minh' }, ctx(TEST_NOW + 5 * MIN));
    const live = board.matches.find((m) => m.match.fixtureId === FX.liveFootball);
    expect(live?.suspended).toBe(false);
    for (const b of live?.bookmakers ?? []) {
      expect(b.current.home, b.bookmaker).toBeLessThan(b.opening.home - 0.05);
      expect(b.movement.home).toBe('down');
    }
    expect(live?.bookmakers).toHaveLength(BOOKMAKERS.length);
  });

  it('shows a finished match at its recorded closing line, the same on the API, the history and the board', async () => {
    const kickOff = TEST_NOW + 5 * HOUR;
    await writeOddsHistory(feedDb(h.t.db), TEST_NOW + 4 * HOUR);
    await h.t.db.updateTable('fixtures').set({ scheduleStatus: SCHEDULE_STATUS.live, status: '2', homeScore: 0, awayScore: 0 }).where('id', '=', FX.upcomingNoRoom).execute();
    await writeOddsHistory(feedDb(h.t.db), kickOff + 2 * MIN);
    await h.t.db.updateTable('fixtures').set({ status: '20', awayScore: 1 }).where('id', '=', FX.upcomingNoRoom).execute();
    await writeOddsHistory(feedDb(h.t.db), kickOff + 20 * MIN);
    expect((await rowsOf(FX.upcomingNoRoom)).some((r) => Number(r.takenAt) > kickOff)).toBe(true);
    await h.t.db.updateTable('fixtures').set({ scheduleStatus: SCHEDULE_STATUS.ended, status: 'ft' }).where('id', '=', FX.upcomingNoRoom).execute();

    const later = ctx(kickOff + 3 * HOUR);
    const api = await fixtureOdds(h.t.db, { fixtureId: FX.upcomingNoRoom }, later);
    const history = envelope(oddsHistory.data).parse((await call(h.api, `${oddsHistory.path}?fixtureId=${FX.upcomingNoRoom}`)).body).data;
    const board = await footballOddsBoard(h.t.db, { date: TEST_DAY, timezone: 'Asia/Ho_Chi_Minh' }, later);
    const boardMatch = board.matches.find((m) => m.match.fixtureId === FX.upcomingNoRoom);
    expect(api.suspended).toBe(false);
    expect(api.updatedAt).toBe(kickOff);
    for (const [i, b] of api.bookmakers.entries()) {
      const last = history.bookmakers[i]?.points.at(-1);
      expect(last?.t).toBe(kickOff);
      expect(last && pricesOf(last)).toEqual({ home: b.oneXTwo.home, draw: b.oneXTwo.draw, away: b.oneXTwo.away, ahLine: b.handicap.line, ahHome: b.handicap.home, ahAway: b.handicap.away, ouLine: b.overUnder.line, ouOver: b.overUnder.over, ouUnder: b.overUnder.under });
      expect(boardMatch?.bookmakers[i]?.current).toEqual(last && pricesOf(last));
    }
  });
});
