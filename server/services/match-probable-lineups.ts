import type { z } from 'zod';
import type { FixtureItem } from '@/lib/contract/football-teams';
import type { ProbableLineup, footballMatchProbableLineups } from '@/lib/contract/football-match';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { matchStateOf } from '@/lib/domain/match-status';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import { requireFootballFixture } from './match-detail';
import { startingLineup } from './match-lineups';
import { fixtureQuery } from './matches';
import type { ServiceCtx } from './schedule';
import { toFixtureItem } from './teams-fixtures';

type ProbableLineups = z.output<typeof footballMatchProbableLineups.data>;

/** Ended matches read to find one that was played out: walkovers and abandoned ties field no XI to go by. */
const RECENT_LOOKED_AT = 5;

/** The team's latest match before `before` that was played to the end, or null. */
export async function lastPlayedMatch(db: Db, ctx: ServiceCtx, teamId: number, before: number): Promise<FixtureItem | null> {
  const rows = await fixtureQuery(db, ctx.locale)
    .where('f.liveModeId', '=', LIVE_MODE.football)
    .where((eb) => eb.or([eb('f.homeTeamId', '=', teamId), eb('f.awayTeamId', '=', teamId)]))
    .where('f.scheduleStatus', '=', SCHEDULE_STATUS.ended)
    .where('f.startTime', '<', before)
    .orderBy('f.startTime', 'desc')
    .orderBy('f.id', 'desc')
    .limit(RECENT_LOOKED_AT)
    .execute();
  const played = rows.find((r) => matchStateOf(r.status) === 'end');
  return played ? toFixtureItem(played) : null;
}

/**
 * The XI a side is expected to field: the starters and formation of its latest finished match,
 * which the feed fields from the squad and the manager's formation as it stands (startingLineup),
 * so the same XI that match's page shows. Without a finished match, that is the squad's XI by
 * position for the manager's formation all the same, and `basedOn` is null.
 */
async function probableFor(db: Db, ctx: ServiceCtx, teamId: number, before: number): Promise<ProbableLineup | null> {
  const [start, basedOn] = await Promise.all([startingLineup(db, teamId), lastPlayedMatch(db, ctx, teamId, before)]);
  return start ? { ...start, basedOn } : null;
}

/** GET match/probable-lineups: both sides' expected XIs as of kick-off; 404 unless a football fixture. */
export async function footballProbableLineups(db: Db, q: z.output<typeof footballMatchProbableLineups.query>, ctx: ServiceCtx): Promise<ProbableLineups> {
  const f = await requireFootballFixture(db, q.fixtureId);
  const [home, away] = await Promise.all([probableFor(db, ctx, f.homeTeamId, f.startTime), probableFor(db, ctx, f.awayTeamId, f.startTime)]);
  return { probable: true, home, away };
}
