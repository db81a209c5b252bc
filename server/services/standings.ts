import type { z } from 'zod';
import type { LeagueTable, standings } from '@/lib/contract/football';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { computeStandings, parseForm, type LeagueResult, type StandingRow } from '@/lib/domain/standings';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { localizedColumn } from './localized';
import { isFixedStatus } from '@/lib/domain/match-status';
import type { ServiceCtx } from './schedule';

/** Finished league matches kicking off at or after `from`, walkovers and abandoned games left out. */
export async function leagueResultsSince(db: Db, leagueId: number, from: number): Promise<LeagueResult[]> {
  const rows = await db
    .selectFrom('fixtures')
    .select(['homeTeamId', 'awayTeamId', 'homeScore', 'awayScore', 'startTime', 'status'])
    .where('leagueId', '=', leagueId)
    .where('scheduleStatus', '=', SCHEDULE_STATUS.ended)
    .where('startTime', '>=', from)
    .where('homeScore', 'is not', null)
    .where('awayScore', 'is not', null)
    .execute();
  return rows
    .filter((r) => !isFixedStatus(r.status))
    .map((r) => ({ homeTeamId: r.homeTeamId, awayTeamId: r.awayTeamId, homeScore: r.homeScore ?? 0, awayScore: r.awayScore ?? 0, startTime: Number(r.startTime) }));
}

/** The league's table rows (empty for a competition without one) and its season label. */
export async function leagueStandings(db: Db, leagueId: number): Promise<{ season: string; rows: StandingRow[] }> {
  const base = await db.selectFrom('teamSeasons').selectAll().where('leagueId', '=', leagueId).execute();
  const first = base[0];
  if (!first) return { season: '', rows: [] };
  const asOf = Math.min(...base.map((b) => Number(b.asOf)));
  const results = await leagueResultsSince(db, leagueId, asOf);
  const rows = computeStandings(
    base.map((b) => ({ teamId: b.teamId, played: b.played, won: b.won, drawn: b.drawn, lost: b.lost, goalsFor: b.goalsFor, goalsAgainst: b.goalsAgainst, form: parseForm(b.form) })),
    results,
  );
  return { season: first.season, rows };
}

/** GET standings: 404 for an unknown or non-football league. */
export async function standingsTable(db: Db, q: z.output<typeof standings.query>, ctx: ServiceCtx): Promise<LeagueTable> {
  const league = await db.selectFrom('leagues').select(['id', localizedColumn('name', ctx.locale).as('name'), 'slug', 'logo', 'liveModeId']).where('id', '=', q.leagueId).executeTakeFirst();
  if (!league || league.liveModeId !== LIVE_MODE.football) throw new ApiError(404, `leagueId: no football league ${q.leagueId}`);
  const { season, rows } = await leagueStandings(db, league.id);
  const teamIds = rows.map((r) => r.teamId);
  const teams = teamIds.length ? await db.selectFrom('teams').select(['id', 'name', 'slug', 'logo']).where('id', 'in', teamIds).execute() : [];
  const byId = new Map(teams.map((t) => [t.id, t]));
  return {
    league: { id: league.id, name: league.name, slug: league.slug, logo: league.logo },
    season,
    rows: rows.flatMap(({ teamId, ...r }) => {
      const team = byId.get(teamId);
      return team ? [{ ...r, team }] : [];
    }),
  };
}
