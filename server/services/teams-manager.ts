import type { z } from 'zod';
import type { ManagerDetail, managerDetailCall } from '@/lib/contract/football-teams';
import { ageOn, RECENT_RESULTS_MAX } from '@/lib/domain/football-people';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { teamForm } from './analysis';
import type { ServiceCtx } from './schedule';
import { standingsTable } from './standings';
import { finishedFixtures, requireFootballTeam } from './teams-fixtures';

/** `YYYY-MM-DD` as epoch ms at 00:00 UTC, or undefined when unreadable. */
function dayStart(date: string): number | undefined {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(ms) ? ms : undefined;
}

/**
 * GET manager detail: profile and the team's record under them. We keep no history of past jobs,
 * so the record is the team's league season and its results since the appointment date.
 */
export async function managerDetail(db: Db, q: z.output<typeof managerDetailCall.query>, ctx: ServiceCtx): Promise<ManagerDetail> {
  const m = await db.selectFrom('managers').selectAll().where('id', '=', q.managerId).executeTakeFirst();
  if (!m) throw new ApiError(404, `managerId: no manager ${q.managerId}`);
  const club = await requireFootballTeam(db, m.teamId, ctx.locale).catch(() => {
    throw new ApiError(404, `managerId: no football manager ${q.managerId}`);
  });
  const [table, form, results] = await Promise.all([
    standingsTable(db, { leagueId: club.league.id }, ctx),
    teamForm(db, m.teamId, ctx.locale),
    finishedFixtures(db, ctx.locale, { teamId: m.teamId }, RECENT_RESULTS_MAX, dayStart(m.appointed)),
  ]);
  const standing = table.rows.find((r) => r.team.id === m.teamId) ?? null;
  return {
    manager: {
      id: m.id,
      name: m.name,
      slug: m.slug,
      photo: m.photo,
      nationality: m.nationality,
      birthDate: m.birthDate,
      age: ageOn(m.birthDate, ctx.now ?? Date.now()),
      appointed: m.appointed,
      formation: m.formation,
    },
    team: club.team,
    league: club.league,
    standing,
    form: standing?.form ?? form.map((f) => f.letter),
    results,
  };
}
