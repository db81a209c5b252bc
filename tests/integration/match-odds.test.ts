import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { footballMatchOdds } from '@/lib/contract/football-match';
import { writeOddsHistory } from '@/server/feed/simulated/odds-history';
import { feedDb } from '@/server/feed/tables';
import { BOOKMAKERS } from '@/server/services/odds-model';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { FX, TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const HOUR = 3_600_000;

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

  it('shows the model’s prices, steady, for a match the history has not reached', async () => {
    const { status, data } = await odds(`fixtureId=${FX.endedFootball}`);
    expect(status).toBe(200);
    expect(data?.bookmakers).toHaveLength(BOOKMAKERS.length);
    expect(data?.bookmakers.every((b) => b.series.length === 1 && b.movement.home === 'steady' && b.opening.home === b.current.home)).toBe(true);
  });

  it('answers 404 for an unknown fixture or another sport and 422 for a bad id', async () => {
    expect((await odds('fixtureId=987654')).status).toBe(404);
    expect((await odds(`fixtureId=${FX.liveBasketball}`)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '', '99999999999']) expect((await odds(`fixtureId=${bad}`)).status, bad).toBe(422);
    expect((await odds(`fixtureId=${FX.upcomingFootball}&page=2`)).status).toBe(422);
  });
});
