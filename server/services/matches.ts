import type { Match } from '@/lib/contract/schedule';
import { ALWAYS_ON_MODES, LIVE_MODE } from '@/lib/domain/live-modes';
import { scoreboardFor } from '@/lib/contract/scoreboard';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { localizedColumn } from './localized';

/** Fixtures with their league (named in the reader's language) and teams, in one query; callers add filters, order and limit. */
export function fixtureQuery(db: Db, locale: Locale) {
  return db
    .selectFrom('fixtures as f')
    .innerJoin('leagues as l', 'l.id', 'f.leagueId')
    .innerJoin('teams as h', 'h.id', 'f.homeTeamId')
    .innerJoin('teams as a', 'a.id', 'f.awayTeamId')
    .select([
      'f.id as fixtureId', 'f.staticId', 'f.liveModeId', 'f.startTime', 'f.status', 'f.scheduleStatus', 'f.homeScore', 'f.awayScore', 'f.scoreboard',
      'l.id as leagueId', localizedColumn('l.name', locale).as('leagueName'), 'l.slug as leagueSlug', 'l.logo as leagueLogo',
      'h.id as homeId', 'h.name as homeName', 'h.slug as homeSlug', 'h.logo as homeLogo',
      'a.id as awayId', 'a.name as awayName', 'a.slug as awaySlug', 'a.logo as awayLogo',
    ]);
}

export type FixtureQuery = ReturnType<typeof fixtureQuery>;
type FixtureRow = Awaited<ReturnType<FixtureQuery['execute']>>[number];

export function orderLiveFirst(query: FixtureQuery): FixtureQuery {
  return query.orderBy((eb) => eb.case().when('f.scheduleStatus', '=', SCHEDULE_STATUS.live).then(eb.lit(0)).else(eb.lit(1)).end());
}

/**
 * What a fan wants first among streamed matches: football, then the other sports, and the studios'
 * round-the-clock tables (casino, slots, card games, marbles) last, since they are always there.
 */
export function orderFansFirst(query: FixtureQuery): FixtureQuery {
  return (
    query
      .orderBy((eb) =>
        eb.case().when('f.liveModeId', '=', LIVE_MODE.football).then(eb.lit(0)).when('f.liveModeId', 'in', [...ALWAYS_ON_MODES]).then(eb.lit(2)).else(eb.lit(1)).end(),
      )
      // Top leagues first (a league's priority: 1 is the top; the fixture query already joins it)…
      .orderBy('l.priority')
      // …then the biggest games: the most watched room of the match.
      .orderBy((eb) => eb.selectFrom('liveRooms as r').select((r) => r.fn.max('r.viewerCount').as('v')).whereRef('r.fixtureId', '=', 'f.id'), 'desc')
  );
}

/** Only fixtures somebody streams. */
export function withRoom(query: FixtureQuery): FixtureQuery {
  return query.where((eb) => eb.exists(eb.selectFrom('liveRooms as r').select('r.id').whereRef('r.fixtureId', '=', 'f.id')));
}

export function streamLink(roomId: number): string {
  const base = (process.env.STREAM_BASE_URL ?? '').replace(/\/+$/, '');
  return `${base}/streams/${roomId}/master.m3u8`;
}

export function scoreText(home: number | null, away: number | null): string {
  return home !== null && away !== null ? `[${home}-${away}]` : '';
}

/** Kick-off as `YYYY-MM-DD HH:mm:ss` in UTC. */
export function utcText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Runs the fixture query, then loads every room and host of those fixtures in one more query. */
export async function loadMatches(db: Db, query: FixtureQuery): Promise<Match[]> {
  const fixtures = await query.execute();
  if (fixtures.length === 0) return [];
  const rooms = await db
    .selectFrom('liveRooms as r')
    .innerJoin('users as u', 'u.id', 'r.commentatorId')
    .select(['r.id as roomId', 'r.fixtureId', 'r.viewerCount', 'u.id as userId', 'u.displayName', 'u.nickname', 'u.profilePicture'])
    .where('r.fixtureId', 'in', fixtures.map((f) => f.fixtureId))
    .orderBy('r.viewerCount', 'desc')
    .orderBy('r.id', 'asc')
    .execute();
  const byFixture = new Map<number, Match['users']>();
  for (const r of rooms) {
    const hosts = byFixture.get(r.fixtureId) ?? [];
    hosts.push({
      userId: r.userId,
      displayName: r.displayName,
      nickname: r.nickname,
      profilePicture: r.profilePicture,
      roomId: r.roomId,
      streamLink: streamLink(r.roomId),
      viewerCount: r.viewerCount,
    });
    byFixture.set(r.fixtureId, hosts);
  }
  return fixtures.map((f) => toMatch(f, byFixture.get(f.fixtureId) ?? []));
}

function toMatch(f: FixtureRow, users: Match['users']): Match {
  const first = users[0];
  return {
    fixtureId: f.fixtureId,
    staticId: f.staticId,
    liveModeId: f.liveModeId,
    league: { id: f.leagueId, name: f.leagueName, slug: f.leagueSlug, logo: f.leagueLogo },
    localteam: { id: f.homeId, name: f.homeName, slug: f.homeSlug, logo: f.homeLogo },
    visitorteam: { id: f.awayId, name: f.awayName, slug: f.awaySlug, logo: f.awayLogo },
    home: f.homeName,
    away: f.awayName,
    startTime: utcText(f.startTime),
    startTimestamp: f.startTime,
    status: f.status,
    scheduleStatus: f.scheduleStatus,
    score: scoreText(f.homeScore, f.awayScore),
    scoreboard: scoreboardFor(f.liveModeId, f.scoreboard),
    roomId: first?.roomId ?? null,
    commentatorId: first?.userId ?? null,
    users,
  };
}
