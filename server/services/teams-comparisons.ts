import type { z } from 'zod';
import type { TeamComparison, TeamSide, teamComparisonCall } from '@/lib/contract/football-teams';
import { average } from '@/lib/domain/comparison';
import { ageOn, RECENT_RESULTS_MAX } from '@/lib/domain/football-people';
import { computeStandings, pointsOf } from '@/lib/domain/standings';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { teamForm } from './analysis';
import type { ServiceCtx } from './schedule';
import { standingsTable } from './standings';
import { finishedFixtures, requireFootballTeam } from './teams-fixtures';

/** Enough to hold every finished match of a club in our data. */
const ALL_RESULTS = 1000;

/** One team's side: the league season when it has one, else its results in our data. */
async function teamSide(db: Db, teamId: number, ctx: ServiceCtx): Promise<TeamSide> {
  const club = await requireFootballTeam(db, teamId, ctx.locale);
  const now = ctx.now ?? Date.now();
  const [table, form, players] = await Promise.all([
    standingsTable(db, { leagueId: club.league.id }, ctx),
    teamForm(db, teamId, ctx.locale),
    db
      .selectFrom('players as p')
      .leftJoin('playerSeasons as s', 's.playerId', 'p.id')
      .select(['p.birthDate', 's.marketValue'])
      .where('p.teamId', '=', teamId)
      .execute(),
  ]);
  let record = table.rows.find((r) => r.team.id === teamId) ?? null;
  if (!record) {
    const results = await finishedFixtures(db, ctx.locale, { teamId }, ALL_RESULTS);
    const [own] = computeStandings(
      [],
      results.map((f) => ({ homeTeamId: f.home.id, awayTeamId: f.away.id, homeScore: f.homeScore ?? 0, awayScore: f.awayScore ?? 0, startTime: f.startTimestamp })),
    ).filter((r) => r.teamId === teamId);
    record = own ? { ...own, team: club.team } : null;
  }
  const played = record?.played ?? 0;
  return {
    team: club.team,
    league: club.league,
    played,
    won: record?.won ?? 0,
    drawn: record?.drawn ?? 0,
    lost: record?.lost ?? 0,
    goalsFor: record?.goalsFor ?? 0,
    goalsAgainst: record?.goalsAgainst ?? 0,
    points: record ? pointsOf(record) : 0,
    // The league form carries the season before the window; without a table, only our results count.
    form: record?.form ?? form.map((f) => f.letter),
    squadValue: players.reduce((sum, p) => sum + Number(p.marketValue ?? 0), 0),
    averageAge: average(players.map((p) => ageOn(p.birthDate, now))),
    squadSize: players.length,
  };
}

/** GET team comparison: both sides and their meetings; 422 for the same team twice, 404 for an unknown one. */
export async function compareTeams(db: Db, q: z.output<typeof teamComparisonCall.query>, ctx: ServiceCtx): Promise<TeamComparison> {
  if (q.id1 === q.id2) throw new ApiError(422, 'id2: must be a different team from id1');
  const [first, second] = await Promise.all([teamSide(db, q.id1, ctx), teamSide(db, q.id2, ctx)]);
  const headToHead = await finishedFixtures(db, ctx.locale, { teams: [q.id1, q.id2] }, RECENT_RESULTS_MAX);
  return { sides: [first, second], headToHead };
}
