import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { favouriteTeamFixturesCall } from '@/lib/contract/football-teams';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { FX, TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { forgedToken, guestToken, memberToken } from './auth-tokens';

const backends = await testBackends();
const QUIET_CLUB = 5000;

describe.each(backends)('the favourite teams’ fixtures on $name', (backend) => {
  let h: Harness;
  let fan: string;
  beforeAll(async () => {
    h = await openHarness(backend);
    fan = await memberToken(h.data.fanId);
    await h.t.db.insertInto('teams').values({ id: QUIET_CLUB, name: 'Quiet FC', slug: 'quiet-fc', shortName: 'QFC', logo: '/q.png', leagueId: 1, venueId: null }).execute();
    // Newest first: the quiet club, then Chelsea, then Hà Nội.
    const favourite = (teamId: number, age: number) => ({ userId: h.data.fanId, teamId, createdAt: TEST_NOW - age });
    await h.t.db.insertInto('favouriteTeams').values([favourite(101, 3), favourite(103, 2), favourite(QUIET_CLUB, 1)]).execute();
  });
  afterAll(async () => {
    await h.t.close();
  });

  const cards = async (token?: string) => {
    const res = await call(h.api, favouriteTeamFixturesCall.path, { token });
    return { status: res.status, data: res.status === 200 ? envelope(favouriteTeamFixturesCall.data).parse(res.body).data : null };
  };

  it('gives each favourite team, newest first, its next match (a live one first) and its last result', async () => {
    const { status, data } = await cards(fan);
    expect(status).toBe(200);
    expect(data?.map((c) => [c.team.id, c.next?.fixtureId ?? null, c.last?.fixtureId ?? null])).toEqual([
      [QUIET_CLUB, null, null],
      [103, FX.upcomingFootball, FX.endedFootball],
      [101, FX.liveFootball, FX.earlyMorning],
    ]);
    expect(data?.[1]).toMatchObject({ league: { id: 2 }, last: { homeScore: 2, awayScore: 2 } });
  });

  it('refuses guests and forged tokens', async () => {
    expect((await cards()).status).toBe(401);
    expect((await cards((await guestToken()).token)).status).toBe(401);
    expect((await cards(await forgedToken(h.data.fanId))).status).toBe(401);
  });
});
