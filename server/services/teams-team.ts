import type { z } from 'zod';
import type { SquadPlayer, TeamDetail, teamDetailCall } from '@/lib/contract/football-teams';
import { ageOn, POSITIONS, RECENT_RESULTS_MAX, UPCOMING_FIXTURES_MAX } from '@/lib/domain/football-people';
import type { Db } from '@/server/db/client';
import { teamForm } from './analysis';
import type { ServiceCtx } from './schedule';
import { standingsTable } from './standings';
import { finishedFixtures, requireFootballTeam, upcomingFixtures } from './teams-fixtures';

/** The team's players, goalkeepers first, then by shirt number. */
export async function squadOf(db: Db, teamId: number, now: number): Promise<SquadPlayer[]> {
  const rows = await db
    .selectFrom('players')
    .select(['id', 'name', 'slug', 'photo', 'shirtNumber', 'position', 'nationality', 'birthDate'])
    .where('teamId', '=', teamId)
    .execute();
  const rank = (p: string) => {
    const i = (POSITIONS as readonly string[]).indexOf(p);
    return i < 0 ? POSITIONS.length : i;
  };
  return rows
    .map(({ birthDate, ...p }) => ({ ...p, age: ageOn(birthDate, now) }))
    .sort((a, b) => rank(a.position) - rank(b.position) || a.shirtNumber - b.shirtNumber || a.id - b.id);
}

export async function managerOfTeam(db: Db, teamId: number) {
  return (await db.selectFrom('managers').select(['id', 'name', 'slug', 'photo']).where('teamId', '=', teamId).orderBy('id').executeTakeFirst()) ?? null;
}

export async function venueById(db: Db, venueId: number | null) {
  if (venueId === null) return null;
  return (await db.selectFrom('venues').select(['id', 'name', 'slug', 'city', 'capacity']).where('id', '=', venueId).executeTakeFirst()) ?? null;
}

/** GET team detail: header, table position, form, fixtures, results and squad; 404 for an unknown team. */
export async function teamDetail(db: Db, q: z.output<typeof teamDetailCall.query>, ctx: ServiceCtx): Promise<TeamDetail> {
  const base = await requireFootballTeam(db, q.teamId, ctx.locale);
  const now = ctx.now ?? Date.now();
  const [venue, manager, table, form, fixtures, results, squad] = await Promise.all([
    venueById(db, base.venueId),
    managerOfTeam(db, q.teamId),
    standingsTable(db, { leagueId: base.league.id }, ctx),
    teamForm(db, q.teamId, ctx.locale),
    upcomingFixtures(db, ctx.locale, { teamId: q.teamId }, UPCOMING_FIXTURES_MAX),
    finishedFixtures(db, ctx.locale, { teamId: q.teamId }, RECENT_RESULTS_MAX),
    squadOf(db, q.teamId, now),
  ]);
  // The league form carries the season before the window; other competitions only have our results.
  const standing = table.rows.find((r) => r.team.id === q.teamId) ?? null;
  return {
    team: { ...base.team, shortName: base.shortName },
    league: base.league,
    venue,
    manager,
    standing,
    form: standing?.form ?? form.map((f) => f.letter),
    fixtures,
    results,
    squad,
    table,
  };
}
