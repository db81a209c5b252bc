import { WATCH_MAX_MINUTES_PER_DAY, WATCH_MIN_BEAT_GAP_MS } from '@/lib/domain/activity-points';
import { memberDay } from '@/lib/domain/member-day';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { payActivitySteps, watchMinutesOn } from './member-activity';

/**
 * Counts one watched minute for a heartbeat of the player. A beat sooner than WATCH_MIN_BEAT_GAP_MS
 * after the last counted one, or past the daily cap, counts nothing: a member cannot be credited with
 * more time than really passed, however many tabs or scripts send beats. The conditional update is
 * one statement, so racing beats cannot both count.
 */
export async function recordWatchBeat(db: Db, userId: number, roomId: number, now: number): Promise<{ counted: boolean; minutesToday: number }> {
  const room = await db.selectFrom('liveRooms').select('id').where('id', '=', roomId).executeTakeFirst();
  if (!room) throw new ApiError(404, `roomId: no room ${roomId}`);
  const day = memberDay(now);
  const updated = await db
    .updateTable('watchDays')
    .set((eb) => ({ minutes: eb('minutes', '+', 1), lastBeatAt: now }))
    .where('userId', '=', userId)
    .where('day', '=', day)
    .where('lastBeatAt', '<=', now - WATCH_MIN_BEAT_GAP_MS)
    .where('minutes', '<', WATCH_MAX_MINUTES_PER_DAY)
    .returning('minutes')
    .executeTakeFirst();
  const inserted = updated
    ? undefined
    : await db
        .insertInto('watchDays')
        .values({ userId, day, minutes: 1, lastBeatAt: now })
        .onConflict((oc) => oc.columns(['userId', 'day']).doNothing())
        .returning('minutes')
        .executeTakeFirst();
  const counted = updated !== undefined || inserted !== undefined;
  const minutesToday = Number((updated ?? inserted)?.minutes ?? (await watchMinutesOn(db, userId, day)));
  if (counted) await payActivitySteps(db, userId, 'watch', day, minutesToday, now);
  return { counted, minutesToday };
}
