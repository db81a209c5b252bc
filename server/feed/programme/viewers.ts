import { isAlwaysOnMode } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { randomFor } from '@/lib/random/seeded';
import type { MatchLength } from '../live-cover';
import type { FeedDb } from '../tables';
import { isBigLeague } from './coverage';

const MINUTE = 60_000;
const WARM_UP_MS = 30 * MINUTE;
const COOL_DOWN_MS = 20 * MINUTE;

export interface RoomMoment {
  roomId: number;
  fixtureId: number;
  liveModeId: number;
  startTime: number;
  scheduleStatus: number;
  /** The league's rank on the site (1 = first). */
  priority: number;
  /** How long the match runs, kick-off to final whistle. */
  length: number;
}

/**
 * Viewers of a room at `now`: a crowd gathering in the half hour before kick-off, a bell over the
 * match (peaking in the middle, wobbling minute to minute), and leaving after the whistle.
 */
export function viewersAt(r: RoomMoment, now: number): number {
  const reach = isAlwaysOnMode(r.liveModeId) ? 2 : isBigLeague(r.priority) ? Math.max(1, 12 - r.priority) : 1;
  const peak = (120 + Math.floor(randomFor(`viewers:${r.roomId}`)() * 780)) * reach;
  const wobble = 1 + (randomFor(`viewers:${r.roomId}:${Math.floor(now / MINUTE)}`)() - 0.5) * 0.12;
  const duration = r.length;
  if (r.scheduleStatus === SCHEDULE_STATUS.cancel) return 0;
  if (now < r.startTime) {
    const ahead = r.startTime - now;
    return ahead >= WARM_UP_MS ? 0 : Math.round(peak * 0.25 * (1 - ahead / WARM_UP_MS) * wobble);
  }
  if (r.scheduleStatus === SCHEDULE_STATUS.live) {
    const progress = Math.min(1, (now - r.startTime) / duration);
    return Math.max(1, Math.round(peak * (0.55 + 0.45 * Math.sin(Math.PI * progress)) * wobble));
  }
  const since = Math.max(0, now - (r.startTime + duration));
  return since >= COOL_DOWN_MS ? 0 : Math.round(peak * 0.3 * (1 - since / COOL_DOWN_MS) * wobble);
}

/** Moves the viewer counts of the demo rooms around now (live ones, about to start or just finished). */
export async function updateViewers(db: FeedDb, now: number, matchLength: MatchLength): Promise<number> {
  const rows = await db
    .selectFrom('liveRooms as r')
    .innerJoin('fixtures as f', 'f.id', 'r.fixtureId')
    .innerJoin('leagues as l', 'l.id', 'f.leagueId')
    .select(['r.id as roomId', 'r.viewerCount', 'f.id as fixtureId', 'f.liveModeId', 'f.startTime', 'f.scheduleStatus', 'l.priority'])
    // A commentator's room counts its real viewers (server/viewers); only the demo rooms are simulated.
    .where('r.demo', '!=', 0)
    .where((eb) =>
      eb.or([
        eb('f.scheduleStatus', '=', SCHEDULE_STATUS.live),
        eb.and([eb('f.startTime', '>=', now - 6 * 60 * MINUTE), eb('f.startTime', '<=', now + WARM_UP_MS)]),
      ]),
    )
    .execute();
  let changed = 0;
  for (const row of rows) {
    const next = viewersAt({ ...row, length: matchLength({ id: row.fixtureId, liveModeId: row.liveModeId }) }, now);
    if (next === row.viewerCount) continue;
    await db.updateTable('liveRooms').set({ viewerCount: next }).where('id', '=', row.roomId).execute();
    changed++;
  }
  return changed;
}
