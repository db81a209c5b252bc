import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { footballDay, footballLeagues, oddsBoard, oddsHistory } from '@/lib/contract/football-scores';
import { writeOddsHistory } from '@/server/feed/simulated/odds-history';
import { feedDb } from '@/server/feed/tables';
import { BOOKMAKERS } from '@/server/services/odds-model';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { FX, TEST_DAY, TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const HOUR = 3_600_000;
const ZONE = 'timezone=Asia/Ho_Chi_Minh';

describe.each(backends)('football results, fixtures and odds on $name', (backend) => {
  let h: Harness;
  let written = 0;
  beforeAll(async () => {
    h = await openHarness(backend);
    written = await writeOddsHistory(feedDb(h.t.db), TEST_NOW);
    // An hour later the home price of the first bookmaker has come in from 2.40 to 2.10.
    const [first] = await h.t.db.selectFrom('oddsSnapshots').selectAll().where('fixtureId', '=', FX.upcomingFootball).where('bookmaker', '=', BOOKMAKERS[0].name).orderBy('takenAt', 'desc').limit(1).execute();
    if (!first) throw new Error('no history written');
    await h.t.db.updateTable('oddsSnapshots').set({ home: 2.4 }).where('fixtureId', '=', FX.upcomingFootball).where('bookmaker', '=', BOOKMAKERS[0].name).execute();
    await h.t.db.insertInto('oddsSnapshots').values({ ...first, takenAt: TEST_NOW + HOUR, home: 2.1 }).execute();
  });
  afterAll(async () => {
    await h.t.close();
  });

  const get = async <T>(url: string, schema: { parse: (x: unknown) => { data: T } }) => {
    const res = await call(h.api, url);
    return { status: res.status, msg: res.body.msg, data: res.status === 200 ? schema.parse(res.body).data : null };
  };

  it('writes history for football fixtures that are live or kick off within 48 h only', async () => {
    expect(written).toBeGreaterThan(0);
    const ids = await h.t.db.selectFrom('oddsSnapshots').select('fixtureId').distinct().orderBy('fixtureId').execute();
    expect(ids.map((r) => r.fixtureId)).toEqual([FX.liveFootball, FX.upcomingFootball, FX.upcomingNoRoom]);
  });

  it('lists a day of football by league priority, matches by kick-off', async () => {
    const { status, data } = await get(`/live/api/football/matches?date=${TEST_DAY}&${ZONE}`, envelope(footballDay.data));
    expect(status).toBe(200);
    expect(data?.leagues.map((l) => [l.league.name, l.league.priority, l.matches.map((m) => m.fixtureId)])).toEqual([
      ['V.League 1', 1, [FX.earlyMorning, FX.liveFootball, FX.upcomingNoRoom]],
      ['Premier League', 2, [FX.endedFootball, FX.upcomingFootball, FX.cancelledLate]],
    ]);
    expect(data?.leagues[1]?.matches[0]?.score).toBe('[2-2]');
  });

  it('lists football leagues by priority', async () => {
    const { data } = await get('/live/api/football/leagues', envelope(footballLeagues.data));
    expect(data?.map((l) => l.name)).toEqual(['V.League 1', 'Premier League']);
  });

  it('answers an empty day with no leagues', async () => {
    expect((await get(`/live/api/football/matches?date=2030-01-01&${ZONE}`, envelope(footballDay.data))).data?.leagues).toEqual([]);
  });

  it('gives the odds board opening and current prices with their movement', async () => {
    const { status, data } = await get(`/live/api/football/odds?date=${TEST_DAY}&${ZONE}`, envelope(oddsBoard.data));
    expect(status).toBe(200);
    expect(data?.bookmakers).toEqual(BOOKMAKERS.map((b) => b.name));
    const upcoming = data?.matches.find((m) => m.match.fixtureId === FX.upcomingFootball);
    const first = upcoming?.bookmakers[0];
    expect(first?.bookmaker).toBe(BOOKMAKERS[0].name);
    expect([first?.opening.home, first?.current.home, first?.movement.home]).toEqual([2.4, 2.1, 'down']);
    expect(first?.series.at(-1)).toMatchObject({ t: TEST_NOW + HOUR, home: 2.1 });
    // Ended before the history began: the model's opening, then its closing line at kick-off.
    const ended = data?.matches.find((m) => m.match.fixtureId === FX.endedFootball);
    expect(ended?.bookmakers).toHaveLength(3);
    expect(ended?.bookmakers.every((b) => b.series.length === 2 && b.series[1]?.t === ended.match.startTimestamp - (ended.match.startTimestamp % (5 * 60_000)))).toBe(true);
    expect(data?.matches.some((m) => m.match.fixtureId === FX.liveBasketball)).toBe(false);
  });

  it('gives a fixture’s history per bookmaker, oldest first', async () => {
    const { status, data } = await get(`/live/api/football/odds-history?fixtureId=${FX.upcomingFootball}`, envelope(oddsHistory.data));
    expect(status).toBe(200);
    expect(data?.bookmakers.map((b) => b.bookmaker)).toEqual(BOOKMAKERS.map((b) => b.name));
    const points = data?.bookmakers[0]?.points ?? [];
    expect(points.map((p) => p.t)).toEqual([...points.map((p) => p.t)].sort((a, b) => a - b));
    expect(points[0]?.t).toBe(TEST_NOW + 2 * HOUR - 24 * HOUR);
    expect(points.at(-1)?.home).toBe(2.1);
  });

  it('answers an empty history for a fixture of a sport without a market history', async () => {
    expect((await get(`/live/api/football/odds-history?fixtureId=${FX.liveBasketball}`, envelope(oddsHistory.data))).data?.bookmakers).toEqual([]);
  });

  it('refuses bad dates, time zones and ids with 4xx naming the field', async () => {
    for (const path of ['matches', 'odds']) {
      for (const bad of ['2025-02-30', '2025-13-01', 'tomorrow', '15-06-2025', '']) {
        const res = await call(h.api, `/live/api/football/${path}?date=${bad}&${ZONE}`);
        expect(res.status, `${path} ${bad}`).toBe(422);
        expect(res.body.msg).toMatch(/date/);
      }
      expect((await call(h.api, `/live/api/football/${path}`)).status).toBe(422);
      const zone = await call(h.api, `/live/api/football/${path}?date=${TEST_DAY}&timezone=Mars/Olympus`);
      expect(zone.status).toBe(422);
      expect(zone.body.msg).toMatch(/timezone/);
      expect((await call(h.api, `/live/api/football/${path}?date=${TEST_DAY}&page=2`)).status).toBe(422);
    }
    for (const bad of ['abc', '0', '-3', '1.5', '']) expect((await call(h.api, `/live/api/football/odds-history?fixtureId=${bad}`)).status, bad).toBe(422);
    const unknown = await call(h.api, '/live/api/football/odds-history?fixtureId=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toMatch(/fixtureId/);
    expect((await call(h.api, '/live/api/football/odds', { method: 'POST', body: {} })).status).toBe(405);
  });
});
