import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@/lib/contract/football-match';
import { envelope, type DataOf, type Endpoint } from '@/lib/contract/endpoint';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { FX } from '../fixtures/dataset';
import { HOME_FORMATION, MATCH_VENUE, seedMatchWorld, type MatchWorld } from '../fixtures/match-data';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const staticOf = (fixtureId: number) => fixtureId + 90_000;

describe.each(backends)('match page API on $name', (backend) => {
  let h: Harness;
  let world: MatchWorld;
  beforeAll(async () => {
    h = await openHarness(backend);
    world = await seedMatchWorld(h.t.db);
  });
  afterAll(async () => {
    await h.t.close();
  });

  async function get<E extends Endpoint>(e: E, query: string) {
    const res = await call(h.api, `${e.path}?${query}`);
    return { status: res.status, data: res.status === 200 ? (envelope(e.data).parse(res.body).data as DataOf<E>) : null };
  }

  it('finds the match by static id, with its rooms and venue', async () => {
    const { status, data } = await get(contract.footballMatch, `staticId=${staticOf(FX.liveFootball)}&leagueId=1`);
    expect(status).toBe(200);
    expect(data?.match.fixtureId).toBe(FX.liveFootball);
    expect(data?.match.users.map((u) => u.roomId)).toEqual([2, 1]);
    expect(data?.venue).toEqual({ id: MATCH_VENUE.id, name: MATCH_VENUE.name, city: MATCH_VENUE.city, capacity: MATCH_VENUE.capacity });
    expect((await get(contract.footballMatch, `staticId=${staticOf(FX.endedFootball)}`)).data?.venue).toBeNull();
  });

  it('answers 404 for an unknown match, another sport, or a league that is not the match\'s', async () => {
    expect((await get(contract.footballMatch, 'staticId=12345')).status).toBe(404);
    expect((await get(contract.footballMatch, `staticId=${staticOf(FX.liveBasketball)}`)).status).toBe(404);
    expect((await get(contract.footballMatch, `staticId=${staticOf(FX.liveFootball)}&leagueId=2`)).status).toBe(404);
  });

  it('answers 422 for ids of the wrong type or unknown fields', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '', '99999999999']) expect((await get(contract.footballMatch, `staticId=${bad}`)).status, bad).toBe(422);
    expect((await get(contract.footballMatch, `staticId=${staticOf(FX.liveFootball)}&leagueId=x`)).status).toBe(422);
    expect((await get(contract.footballMatch, `staticId=${staticOf(FX.liveFootball)}&page=2`)).status).toBe(422);
    for (const e of [contract.footballMatchLive, contract.footballMatchLineups, contract.footballMatchStatistics, contract.footballMatchHeadToHead]) {
      expect((await get(e, 'fixtureId=abc')).status, e.path).toBe(422);
      expect((await get(e, '')).status, e.path).toBe(422);
      expect((await get(e, 'fixtureId=987654')).status, e.path).toBe(404);
      expect((await get(e, `fixtureId=${FX.liveBasketball}`)).status, e.path).toBe(404);
    }
  });

  it('gives the live state the header polls', async () => {
    const { data } = await get(contract.footballMatchLive, `fixtureId=${FX.liveFootball}`);
    expect(data).toEqual({ status: '32', scheduleStatus: 2, score: '[1-0]', eventCount: 3 });
    expect((await get(contract.footballMatchLive, `fixtureId=${FX.upcomingFootball}`)).data).toMatchObject({ score: '', eventCount: 0 });
  });

  it('lines both teams up in their formations with the events applied', async () => {
    const { data } = await get(contract.footballMatchLineups, `fixtureId=${FX.liveFootball}`);
    const home = data?.home;
    const away = data?.away;
    expect(home?.formation).toBe(HOME_FORMATION);
    expect(home?.lines).toEqual([4, 3, 3]);
    expect(home?.manager?.name).toBe('Chu Đình Nghiêm');
    expect(away?.formation).toBe('4-4-2');
    expect(away?.manager).toBeNull();
    expect(home?.pitch).toHaveLength(11);
    expect(away?.pitch).toHaveLength(11);
    const onPitch = home?.pitch.map((s) => s.player.id) ?? [];
    expect(onPitch).toContain(world.subOn.id);
    expect(onPitch).not.toContain(world.subOff.id);
    expect(home?.pitch.find((s) => s.player.id === world.subOn.id)?.replaced).toMatchObject({ player: { id: world.subOff.id }, minute: 28 });
    expect(home?.pitch.find((s) => s.player.id === world.scorer.id)?.goals).toBe(1);
    expect(home?.bench.map((p) => p.id)).toEqual(world.home.bench.filter((p) => p.id !== world.subOn.id).map((p) => p.id));
    expect(away?.pitch.filter((s) => s.card === 'yellow')).toHaveLength(1);
    expect(home?.pitch.map((s) => s.line)).toEqual([0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
  });

  it('has no lineup for a team without a squad', async () => {
    expect((await get(contract.footballMatchLineups, `fixtureId=${FX.upcomingFootball}`)).data).toEqual({ home: null, away: null });
  });

  it('gives statistics for the minutes played, none before kick-off', async () => {
    const live = (await get(contract.footballMatchStatistics, `fixtureId=${FX.liveFootball}`)).data;
    expect(live?.minute).toBe(32);
    expect((live?.home.possession ?? 0) + (live?.away.possession ?? 0)).toBe(100);
    expect(live?.home.shotsOnTarget).toBeGreaterThanOrEqual(1);
    expect((await get(contract.footballMatchStatistics, `fixtureId=${FX.liveFootball}`)).data).toEqual(live);
    expect((await get(contract.footballMatchStatistics, `fixtureId=${FX.endedFootball}`)).data?.minute).toBe(90);
    expect((await get(contract.footballMatchStatistics, `fixtureId=${FX.upcomingFootball}`)).data).toBeNull();
  });

  it('lists the recorded meeting first, then earlier seasons, with a record that adds up', async () => {
    const { data } = await get(contract.footballMatchHeadToHead, `fixtureId=${FX.liveFootball}`);
    const meetings = data?.meetings ?? [];
    expect(meetings[0]).toMatchObject({ fixtureId: FX.earlyMorning, homeTeamId: 101, awayTeamId: 102, homeScore: 0, awayScore: 1 });
    expect(meetings.slice(1).every((m) => m.fixtureId === null && m.startTimestamp < meetings[0]!.startTimestamp)).toBe(true);
    const s = data?.summary;
    expect((s?.homeWins ?? 0) + (s?.draws ?? 0) + (s?.awayWins ?? 0)).toBe(meetings.length);
    expect(s?.awayWins).toBeGreaterThanOrEqual(1);
    expect((await get(contract.footballMatchHeadToHead, `fixtureId=${FX.liveFootball}`)).data).toEqual(data);
  });
});
