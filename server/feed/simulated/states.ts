import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { FeedDb } from '../tables';
import { stateColumns, type StateChange } from '../vendor';
import { feedCatalogue } from './catalogue-cache';
import { fixtureStateAt } from './clock';
import { shootoutScore } from './goals';

const HOUR = 3_600_000;
/** Longer than any match lasts, so a running match is always inside the window. */
const LOOK_BACK_MS = 6 * HOUR;
/** Postponements show two hours before kick-off. */
const LOOK_AHEAD_MS = 2 * HOUR + 10 * 60_000;

/** Recomputes the fixtures around `now` (and any left unfinished while the feed was down); writes the ones that changed. */
export async function advanceStates(db: FeedDb, now: number): Promise<StateChange[]> {
  const { knockout } = feedCatalogue();
  const rows = await db
    .selectFrom('fixtures as f')
    .leftJoin('feedFixtures as ff', 'ff.fixtureId', 'f.id')
    .select(['f.id', 'f.leagueId', 'f.liveModeId', 'f.startTime', 'f.status', 'f.scheduleStatus', 'f.homeScore', 'f.awayScore', 'f.scoreboard', 'ff.fate'])
    .where((eb) =>
      eb.or([
        eb.and([eb('f.startTime', '>=', now - LOOK_BACK_MS), eb('f.startTime', '<=', now + LOOK_AHEAD_MS)]),
        eb.and([eb('f.startTime', '<', now - LOOK_BACK_MS), eb('f.scheduleStatus', 'in', [SCHEDULE_STATUS.comingUp, SCHEDULE_STATUS.live])]),
      ]),
    )
    .execute();
  const changed: StateChange[] = [];
  for (const row of rows) {
    const next = fixtureStateAt({ ...row, knockout: knockout.has(row.leagueId) }, now);
    const columns = stateColumns(next);
    if (
      row.status !== columns.status ||
      row.scheduleStatus !== columns.scheduleStatus ||
      row.homeScore !== columns.homeScore ||
      row.awayScore !== columns.awayScore ||
      row.scoreboard !== columns.scoreboard
    ) {
      changed.push({ id: row.id, leagueId: row.leagueId, next });
    }
  }
  for (const { id, next } of changed) {
    await db.updateTable('fixtures').set({ ...stateColumns(next), updatedAt: now }).where('id', '=', id).execute();
    if (next.status === 'pen') {
      const s = shootoutScore(id);
      await db
        .insertInto('feedFixtures')
        .values({ fixtureId: id, fate: null, shootoutHome: s.home, shootoutAway: s.away })
        .onConflict((oc) => oc.column('fixtureId').doUpdateSet({ shootoutHome: s.home, shootoutAway: s.away }))
        .execute();
    }
  }
  return changed;
}
