import type { StudioRoom } from '@/lib/contract/studio';
import type { Locale } from '@/lib/domain/locale';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import { localizedColumn } from '@/server/services/localized';
import { fixtureQuery, loadMatches } from '@/server/services/matches';

/** How many rooms the studio offers at most: a commentator's bookings for the next days. */
export const STUDIO_ROOMS_MAX = 50;

/** A match that is over (or called off) takes no broadcast. */
export const MATCH_OVER: readonly number[] = [SCHEDULE_STATUS.ended, SCHEDULE_STATUS.cancel];

/**
 * The rooms the commentator hosts whose match is not over, with their match: live ones first, then
 * the soonest kick-off.
 */
export async function studioRooms(db: Db, userId: number, locale: Locale): Promise<StudioRoom[]> {
  const rooms = await db
    .selectFrom('liveRooms as r')
    .innerJoin('fixtures as f', 'f.id', 'r.fixtureId')
    .select(['r.id as roomId', 'r.fixtureId', localizedColumn('r.title', locale).as('title')])
    .where('r.commentatorId', '=', userId)
    .where('f.scheduleStatus', 'not in', [...MATCH_OVER])
    .orderBy((eb) => eb.case().when('f.scheduleStatus', '=', SCHEDULE_STATUS.live).then(eb.lit(0)).else(eb.lit(1)).end())
    .orderBy('f.startTime')
    .orderBy('r.id')
    .limit(STUDIO_ROOMS_MAX)
    .execute();
  if (rooms.length === 0) return [];
  const matches = await loadMatches(db, fixtureQuery(db, locale).where('f.id', 'in', [...new Set(rooms.map((r) => r.fixtureId))]));
  const byFixture = new Map(matches.map((m) => [m.fixtureId, m]));
  return rooms.flatMap((r) => {
    const match = byFixture.get(r.fixtureId);
    return match ? [{ roomId: r.roomId, title: r.title, match }] : [];
  });
}

/** The room with its host and its match's state, or null for an unknown room. */
export async function roomForPlan(db: Db, roomId: number): Promise<{ commentatorId: number; scheduleStatus: number } | null> {
  const row = await db
    .selectFrom('liveRooms as r')
    .innerJoin('fixtures as f', 'f.id', 'r.fixtureId')
    .select(['r.commentatorId', 'f.scheduleStatus'])
    .where('r.id', '=', roomId)
    .executeTakeFirst();
  return row ?? null;
}
