import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { favouriteTeamList, standings } from '@/lib/contract/football';
import { FAVOURITE_TEAMS_MAX } from '@/lib/domain/user-limits';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { forgedToken, guestToken, memberToken } from './auth-tokens';

const backends = await testBackends();
const DAY = 86_400_000;

describe.each(backends)('league tables and favourite teams on $name', (backend) => {
  let h: Harness;
  let fan: string;
  beforeAll(async () => {
    h = await openHarness(backend);
    fan = await memberToken(h.data.fanId);
    const season = (teamId: number, won: number, drawn: number, lost: number, goalsFor: number, goalsAgainst: number, form: string) =>
      ({ leagueId: 2, teamId, season: '2024/25', played: won + drawn + lost, won, drawn, lost, goalsFor, goalsAgainst, form, asOf: TEST_NOW - 2 * DAY });
    // Chelsea lead Arsenal by a point before the window; their 2-2 draw (FX.endedFootball) is added on top.
    await h.t.db.insertInto('teamSeasons').values([season(103, 5, 1, 2, 15, 9, 'WWLDW'), season(104, 5, 2, 1, 14, 8, 'DWWLW')]).execute();
  });
  afterAll(async () => {
    await h.t.close();
  });

  const table = async (leagueId: unknown) => {
    const res = await call(h.api, `/live/api/football/standings?leagueId=${String(leagueId)}`);
    return { status: res.status, data: res.status === 200 ? envelope(standings.data).parse(res.body).data : null };
  };

  it('adds results since the window to the season before it', async () => {
    const { status, data } = await table(2);
    expect(status).toBe(200);
    expect(data?.season).toBe('2024/25');
    expect(data?.rows.map((r) => [r.position, r.team.name, r.played, r.points, r.goalsFor, r.form.join('')])).toEqual([
      [1, 'Chelsea', 9, 18, 16, 'DDWWL'],
      [2, 'Arsenal', 9, 17, 17, 'DWWLD'],
    ]);
  });

  it('answers an empty table for a league without one and 4xx for bad or unknown ids', async () => {
    expect((await table(1)).data?.rows).toEqual([]);
    expect((await table(3)).status).toBe(404);
    expect((await table(999)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '']) expect((await table(bad)).status, bad).toBe(422);
  });

  const list = async (token: string) => envelope(favouriteTeamList.data).parse((await call(h.api, '/live/api/user/favourite-team/list', { token })).body).data;
  const add = (body: unknown, token?: string) => call(h.api, '/live/api/user/favourite-team/add', { method: 'POST', body, token });
  const remove = (body: unknown, token?: string) => call(h.api, '/live/api/user/favourite-team/remove', { method: 'POST', body, token });

  it('adds, lists and removes favourite teams, twice being the same as once', async () => {
    expect((await add({ teamId: 101 }, fan)).status).toBe(200);
    expect((await add({ teamId: 103 }, fan)).status).toBe(200);
    expect((await add({ teamId: 103 }, fan)).status).toBe(200);
    const mine = await list(fan);
    expect(mine.map((f) => f.team.id).sort()).toEqual([101, 103]);
    expect(mine.find((f) => f.team.id === 103)?.league.name).toBe('Premier League');
    expect((await remove({ teamId: 101 }, fan)).status).toBe(200);
    expect((await remove({ teamId: 101 }, fan)).status).toBe(200);
    expect((await list(fan)).map((f) => f.team.id)).toEqual([103]);
  });

  it('refuses guests, forged tokens, unknown teams, bad bodies and too many favourites', async () => {
    expect((await add({ teamId: 101 }, (await guestToken()).token)).status).toBe(401);
    expect((await add({ teamId: 101 }, await forgedToken(h.data.fanId))).status).toBe(401);
    expect((await add({ teamId: 424242 }, fan)).status).toBe(404);
    for (const body of [{}, { teamId: '101' }, { teamId: 1.5 }, { teamId: 101, extra: 1 }]) expect((await add(body, fan)).status, JSON.stringify(body)).toBe(422);
    expect((await add('{not json', fan)).status).toBe(400);
    const extra = Array.from({ length: FAVOURITE_TEAMS_MAX }, (_, i) => ({ id: 5000 + i, name: `Club ${i}`, slug: `club-${i}`, shortName: 'CLB', logo: '/x.png', leagueId: 1, venueId: null }));
    await h.t.db.insertInto('teams').values(extra).execute();
    for (const t of extra.slice(0, FAVOURITE_TEAMS_MAX - 1)) expect((await add({ teamId: t.id }, fan)).status).toBe(200);
    const over = await add({ teamId: 102 }, fan);
    expect(over.status).toBe(409);
    expect((await list(fan)).length).toBe(FAVOURITE_TEAMS_MAX);
  });
});
