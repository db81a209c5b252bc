import type { z } from 'zod/mini';
import type { eventRsvp } from '@/lib/contract/events';
import type { EventRsvpChoice } from '@/lib/domain/events';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import type { Locale } from '@/lib/domain/locale';
import { visibleEvent } from './detail';

type Answer = z.output<typeof eventRsvp.data>;

/** Stores the counts from the answers themselves, inside the transaction that changed them. */
async function recount(trx: Db, eventId: number, now: number): Promise<{ going: number; interested: number }> {
  const rows = await trx.selectFrom('eventRsvps').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('eventId', '=', eventId).groupBy('status').execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  const counts = { going: count('going'), interested: count('interested') };
  await trx.updateTable('communityEvents').set({ goingCount: counts.going, interestedCount: counts.interested, updatedAt: now }).where('id', '=', eventId).execute();
  return counts;
}

/**
 * Going, interested, or none. A party called off, or whose match is over, takes no answers (409); a full
 * one no more goers (409); the host always goes (422). The same answer again changes nothing.
 */
export async function answerEvent(db: Db, userId: number, eventId: number, choice: EventRsvpChoice, locale: Locale, now: number): Promise<Answer> {
  const row = await visibleEvent(db, eventId, userId, locale);
  if (row.state !== 'scheduled') throw new ApiError(409, 'id: this watch party was called off');
  if (row.scheduleStatus !== SCHEDULE_STATUS.comingUp && row.scheduleStatus !== SCHEDULE_STATUS.live) throw new ApiError(409, 'id: this match is over');
  if (row.hostId === userId && choice !== 'going') throw new ApiError(422, 'status: the host is always going');
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('eventRsvps').select('status').where('eventId', '=', eventId).where('userId', '=', userId).executeTakeFirst();
    if (choice === 'none') {
      await trx.deleteFrom('eventRsvps').where('eventId', '=', eventId).where('userId', '=', userId).execute();
    } else if (before?.status !== choice) {
      await trx
        .insertInto('eventRsvps')
        .values({ eventId, userId, status: choice, createdAt: now, updatedAt: now })
        .onConflict((oc) => oc.columns(['eventId', 'userId']).doUpdateSet({ status: choice, updatedAt: now }))
        .execute();
    }
    const counts = await recount(trx, eventId, now);
    if (choice === 'going' && before?.status !== 'going' && row.capacity !== null && counts.going > row.capacity) throw new ApiError(409, 'id: this watch party is full');
    return { id: eventId, myRsvp: choice === 'none' ? null : choice, goingCount: counts.going, interestedCount: counts.interested };
  });
}
