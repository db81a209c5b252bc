import type { z } from 'zod';
import type { footballDay as footballDayCall, LeagueDay, LeagueListItem } from '@/lib/contract/football-scores';
import { SCHEDULE_PAGE_SIZE } from '@/lib/domain/constants';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import type { Db } from '@/server/db/client';
import { localizedColumn } from './localized';
import { liveSchedule, type ServiceCtx } from './schedule';
import { groupByLeaguePriority, type LeagueInfo } from './scores-grouping';

/** One calendar day's football matches in `timezone`, grouped by league priority. 422 for a date that does not exist. */
export async function footballDay(db: Db, q: z.output<typeof footballDayCall.query>, ctx: ServiceCtx): Promise<{ date: string; leagues: LeagueDay[] }> {
  const matches = await liveSchedule(db, { date: q.date, timezone: q.timezone, pageSize: SCHEDULE_PAGE_SIZE, liveModeId: LIVE_MODE.football }, ctx);
  const ids = [...new Set(matches.map((m) => m.league.id))];
  const rows: LeagueInfo[] = ids.length ? await db.selectFrom('leagues').select(['id', 'country', 'priority']).where('id', 'in', ids).execute() : [];
  return { date: q.date, leagues: groupByLeaguePriority(matches, new Map(rows.map((r) => [r.id, r]))) };
}

/** Every football league by priority, then name. */
export async function footballLeagueList(db: Db, ctx: ServiceCtx): Promise<LeagueListItem[]> {
  return db
    .selectFrom('leagues')
    .select(['id', localizedColumn('name', ctx.locale).as('name'), 'slug', 'logo', 'country', 'priority'])
    .where('liveModeId', '=', LIVE_MODE.football)
    .orderBy('priority')
    .orderBy('name')
    .execute();
}
