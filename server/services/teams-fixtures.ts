import type { Locale } from '@/lib/domain/locale';
import type { FixtureItem } from '@/lib/contract/football-teams';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { localizedColumn } from './localized';
import { fixtureQuery, type FixtureQuery } from './matches';

type Row = Awaited<ReturnType<FixtureQuery['execute']>>[number];

const ref = (id: number, name: string, slug: string, logo: string) => ({ id, name, slug, logo });

export function toFixtureItem(r: Row): FixtureItem {
  return {
    fixtureId: r.fixtureId,
    staticId: r.staticId,
    league: ref(r.leagueId, r.leagueName, r.leagueSlug, r.leagueLogo),
    home: ref(r.homeId, r.homeName, r.homeSlug, r.homeLogo),
    away: ref(r.awayId, r.awayName, r.awaySlug, r.awayLogo),
    startTimestamp: Number(r.startTime),
    status: r.status,
    scheduleStatus: r.scheduleStatus,
    homeScore: r.homeScore,
    awayScore: r.awayScore,
  };
}

/** Which fixtures a list shows: one team's, a league's, a venue's, or two teams' meetings. */
export type FixtureScope = { teamId: number } | { leagueId: number } | { venueId: number } | { teams: readonly [number, number] };

function scoped(db: Db, locale: Locale, scope: FixtureScope): FixtureQuery {
  const q = fixtureQuery(db, locale).where('f.liveModeId', '=', LIVE_MODE.football);
  if ('teamId' in scope) return q.where((eb) => eb.or([eb('f.homeTeamId', '=', scope.teamId), eb('f.awayTeamId', '=', scope.teamId)]));
  if ('leagueId' in scope) return q.where('f.leagueId', '=', scope.leagueId);
  if ('venueId' in scope) return q.where('f.venueId', '=', scope.venueId);
  const [a, b] = scope.teams;
  return q.where((eb) =>
    eb.or([
      eb.and([eb('f.homeTeamId', '=', a), eb('f.awayTeamId', '=', b)]),
      eb.and([eb('f.homeTeamId', '=', b), eb('f.awayTeamId', '=', a)]),
    ]),
  );
}

/** Matches not yet over (live first by kick-off), soonest first. */
export async function upcomingFixtures(db: Db, locale: Locale, scope: FixtureScope, limit: number): Promise<FixtureItem[]> {
  const rows = await scoped(db, locale, scope)
    .where('f.scheduleStatus', 'in', [SCHEDULE_STATUS.comingUp, SCHEDULE_STATUS.live])
    .orderBy('f.startTime', 'asc')
    .orderBy('f.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toFixtureItem);
}

/** Ended matches with a score, latest first; `since` (epoch ms) keeps only those from then on. */
export async function finishedFixtures(db: Db, locale: Locale, scope: FixtureScope, limit: number, since?: number): Promise<FixtureItem[]> {
  let q = scoped(db, locale, scope)
    .where('f.scheduleStatus', '=', SCHEDULE_STATUS.ended)
    .where('f.homeScore', 'is not', null)
    .where('f.awayScore', 'is not', null);
  if (since !== undefined) q = q.where('f.startTime', '>=', since);
  const rows = await q.orderBy('f.startTime', 'desc').orderBy('f.id', 'desc').limit(limit).execute();
  return rows.map(toFixtureItem);
}

/** Live and ended matches, latest first: where a player's latest events happened. */
export async function recentFixtures(db: Db, locale: Locale, scope: FixtureScope, limit: number): Promise<FixtureItem[]> {
  const rows = await scoped(db, locale, scope)
    .where('f.scheduleStatus', 'in', [SCHEDULE_STATUS.live, SCHEDULE_STATUS.ended])
    .orderBy('f.startTime', 'desc')
    .orderBy('f.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toFixtureItem);
}

/** A football team with its league, or the 404 the pages turn into 'Page Not Found'. */
export async function requireFootballTeam(db: Db, teamId: number, locale: Locale) {
  const team = await db
    .selectFrom('teams as t')
    .innerJoin('leagues as l', 'l.id', 't.leagueId')
    .select(['t.id', 't.name', 't.slug', 't.logo', 't.shortName', 't.venueId', 'l.id as leagueId', localizedColumn('l.name', locale).as('leagueName'), 'l.slug as leagueSlug', 'l.logo as leagueLogo', 'l.liveModeId'])
    .where('t.id', '=', teamId)
    .executeTakeFirst();
  if (!team || team.liveModeId !== LIVE_MODE.football) throw new ApiError(404, `teamId: no football team ${teamId}`);
  return {
    team: { id: team.id, name: team.name, slug: team.slug, logo: team.logo },
    shortName: team.shortName,
    venueId: team.venueId,
    league: ref(team.leagueId, team.leagueName, team.leagueSlug, team.leagueLogo),
  };
}
