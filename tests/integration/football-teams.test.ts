import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { envelope, type Endpoint } from '@/lib/contract/endpoint';
import * as teams from '@/lib/contract/football-teams';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { FX } from '../fixtures/dataset';
import { seedTeamsData, TEAMS } from '../fixtures/teams-data';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();

describe.each(backends)('team, player, league, venue and manager pages on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(backend);
    await seedTeamsData(h.t.db);
  });
  afterAll(async () => {
    await h.t.close();
  });

  async function get<E extends Endpoint>(e: E, query: string): Promise<{ status: number; data: z.output<E['data']> | null }> {
    const res = await call(h.api, `${e.path}?${query}`);
    return { status: res.status, data: res.status === 200 ? (envelope(e.data).parse(res.body).data as z.output<E['data']>) : null };
  }

  it('describes a team: header, table position, form, fixtures, results and squad by position', async () => {
    const { status, data } = await get(teams.teamDetailCall, 'teamId=101');
    expect(status).toBe(200);
    expect(data?.team.name).toBe('Hà Nội FC');
    expect(data?.venue?.name).toBe('Sân Hàng Đẫy');
    expect(data?.manager?.id).toBe(TEAMS.manager);
    expect(data?.standing).toMatchObject({ position: 1, played: 11, won: 6, lost: 3, points: 20 });
    expect(data?.form).toEqual(['L', 'W', 'W', 'D', 'L']);
    expect(data?.fixtures.map((f) => f.fixtureId)).toEqual([FX.liveFootball, FX.upcomingNoRoom]);
    expect(data?.results.map((f) => [f.fixtureId, f.homeScore, f.awayScore])).toEqual([[FX.earlyMorning, 0, 1]]);
    expect(data?.squad.map((p) => p.position)).toEqual(['GK', 'MF', 'FW']);
    expect(data?.table.rows.map((r) => r.team.id)).toEqual([101, 102]);
  });

  it('adds the window’s goals, assists and cards to a player’s season', async () => {
    const scorer = (await get(teams.playerDetailCall, `playerId=${TEAMS.scorer}`)).data;
    expect(scorer?.stats).toMatchObject({ goals: 8, assists: 2, yellowCards: 2, redCards: 0, minutes: 810 });
    expect(scorer?.window).toEqual({ goals: 1, assists: 0, yellowCards: 1, redCards: 0 });
    expect(scorer?.marketValue).toBe(900);
    const live = scorer?.recent.find((m) => m.fixture.fixtureId === FX.liveFootball);
    expect(live?.events.map((e) => [e.minute, e.kind, e.assist])).toEqual([[12, 'goal', false], [30, 'yellow', false]]);
    const assister = (await get(teams.playerDetailCall, `playerId=${TEAMS.assister}`)).data;
    expect(assister?.stats.assists).toBe(6);
    expect(assister?.recent.find((m) => m.fixture.fixtureId === FX.liveFootball)?.events).toEqual([{ minute: 12, added: 0, kind: 'goal', assist: true }]);
  });

  it('lists a league’s table, matches and top scorers; a cup has no table', async () => {
    const { data } = await get(teams.leagueDetailCall, 'leagueId=1');
    expect(data?.league.country).toBe('Vietnam');
    expect(data?.table.rows).toHaveLength(2);
    expect(data?.topScorers[0]).toMatchObject({ player: { id: TEAMS.scorer }, goals: 8, windowGoals: 1 });
    expect(data?.teams.map((t) => t.id)).toEqual([101, 102]);
    const cup = (await get(teams.leagueDetailCall, 'leagueId=2')).data;
    expect(cup?.table.rows).toEqual([]);
    expect(cup?.results.map((f) => f.fixtureId)).toEqual([FX.endedFootball]);
  });

  it('describes a venue and a manager', async () => {
    const venue = (await get(teams.venueDetailCall, `venueId=${TEAMS.venue}`)).data;
    expect(venue?.homeTeams.map((t) => t.team.id)).toEqual([101]);
    expect(venue?.fixtures.map((f) => f.fixtureId)).toEqual([FX.liveFootball]);
    expect(venue?.results.map((f) => f.fixtureId)).toEqual([FX.earlyMorning]);
    const empty = (await get(teams.venueDetailCall, `venueId=${TEAMS.emptyVenue}`)).data;
    expect(empty).toMatchObject({ homeTeams: [], fixtures: [], results: [] });
    const manager = (await get(teams.managerDetailCall, `managerId=${TEAMS.manager}`)).data;
    expect(manager?.manager).toMatchObject({ formation: '4-3-3', appointed: '2025-01-01' });
    expect(manager?.team.id).toBe(101);
    expect(manager?.standing?.points).toBe(20);
    expect(manager?.results.map((f) => f.fixtureId)).toEqual([FX.earlyMorning]);
  });

  it('finds players and teams by name, accents ignored', async () => {
    expect((await get(teams.playerSearchCall, 'q=nguyen van')).data?.map((p) => p.id)).toEqual([TEAMS.scorer]);
    expect((await get(teams.playerSearchCall, 'q=Quyết')).data?.[0]?.team.id).toBe(101);
    expect((await get(teams.playerSearchCall, 'q=zzzz')).data).toEqual([]);
    expect((await get(teams.teamSearchCall, 'q=ha noi')).data?.map((t) => t.team.id)).toEqual([101]);
    expect((await get(teams.teamSearchCall, 'q=saigon')).data).toEqual([]);
  });

  it('compares two teams: records, squad value, average age and meetings', async () => {
    const { data } = await get(teams.teamComparisonCall, 'id1=101&id2=102');
    expect(data?.sides[0]).toMatchObject({ points: 20, squadValue: 1800, squadSize: 3 });
    expect(data?.sides[0].averageAge).toBeGreaterThan(30);
    expect(data?.sides[1]).toMatchObject({ points: 18, squadValue: 0, squadSize: 0, averageAge: null });
    expect(data?.headToHead.map((f) => f.fixtureId)).toEqual([FX.earlyMorning]);
    const cup = (await get(teams.teamComparisonCall, 'id1=101&id2=104')).data;
    expect(cup?.sides[1]).toMatchObject({ played: 1, drawn: 1, points: 1, squadValue: 90000 });
  });

  it('answers 404 for unknown or non-football ids', async () => {
    const cases: [Endpoint, string][] = [
      [teams.teamDetailCall, 'teamId=999'],
      [teams.teamDetailCall, 'teamId=105'],
      [teams.playerDetailCall, 'playerId=999'],
      [teams.leagueDetailCall, 'leagueId=3'],
      [teams.venueDetailCall, 'venueId=999'],
      [teams.managerDetailCall, 'managerId=999'],
      [teams.teamComparisonCall, 'id1=101&id2=999'],
    ];
    for (const [e, q] of cases) expect((await call(h.api, `${e.path}?${q}`)).status, `${e.path}?${q}`).toBe(404);
  });

  it('answers 422 for ids of the wrong type, bad searches and the same team twice', async () => {
    const cases: [Endpoint, string][] = [
      [teams.teamDetailCall, 'teamId=abc'],
      [teams.teamDetailCall, ''],
      [teams.playerDetailCall, 'playerId=1.5'],
      [teams.leagueDetailCall, 'leagueId=-1'],
      [teams.venueDetailCall, 'venueId=0'],
      [teams.managerDetailCall, 'managerId=99999999999'],
      [teams.playerSearchCall, 'q=a'],
      [teams.playerSearchCall, 'q=ab&limit=500'],
      [teams.teamSearchCall, ''],
      [teams.teamComparisonCall, 'id1=101'],
      [teams.teamComparisonCall, 'id1=101&id2=101'],
      [teams.teamDetailCall, 'teamId=101&extra=1'],
    ];
    for (const [e, q] of cases) expect((await call(h.api, `${e.path}?${q}`)).status, `${e.path}?${q}`).toBe(422);
  });
});
