import { ACTIVITY_AWARDS, activitySteps, type ActivityKind } from '@/lib/domain/activity-points';
import { addDays, memberDay, memberDayRange, type DayKey } from '@/lib/domain/member-day';
import type { MissionCounts } from '@/lib/domain/missions';
import { POINT_KIND } from '@/lib/domain/points';
import type { Db } from '@/server/db/client';
import { awardPoints } from './points';

const count = (row: { n: unknown } | undefined): number => Number(row?.n ?? 0);

/** A member's chat messages of a day: their own words, not system notices or removed messages. */
export async function chatMessagesOn(db: Db, userId: number, day: DayKey): Promise<number> {
  const { start, end } = memberDayRange(day);
  const row = await db
    .selectFrom('chatMessages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('userId', '=', userId)
    .where('systemMessage', '=', 0)
    .where('deleted', '=', 0)
    .where('createdAt', '>=', start)
    .where('createdAt', '<', end)
    .executeTakeFirst();
  return count(row);
}

export async function watchMinutesOn(db: Db, userId: number, day: DayKey): Promise<number> {
  const row = await db.selectFrom('watchDays').select('minutes').where('userId', '=', userId).where('day', '=', day).executeTakeFirst();
  return Number(row?.minutes ?? 0);
}

type ActivityCounts = Pick<MissionCounts, 'watchMinutes' | 'chatMessages'>;

/** Everything the daily missions count, for one member and day, read from the real tables (`known` spares reading watch and chat again). */
export async function dayCounts(db: Db, userId: number, day: DayKey, known?: ActivityCounts): Promise<MissionCounts> {
  const { start, end } = memberDayRange(day);
  const [watchMinutes, chatMessages, checkIn, tips, bookings] = await Promise.all([
    known?.watchMinutes ?? watchMinutesOn(db, userId, day),
    known?.chatMessages ?? chatMessagesOn(db, userId, day),
    db.selectFrom('checkIns').select('day').where('userId', '=', userId).where('day', '=', day).executeTakeFirst(),
    db.selectFrom('tips').select((eb) => eb.fn.countAll().as('n')).where('authorId', '=', userId).where('createdAt', '>=', start).where('createdAt', '<', end).executeTakeFirst(),
    db.selectFrom('bookings').select((eb) => eb.fn.countAll().as('n')).where('userId', '=', userId).where('createdAt', '>=', start).where('createdAt', '<', end).executeTakeFirst(),
  ]);
  return { watchMinutes, chatMessages, checkIns: checkIn ? 1 : 0, tips: count(tips), bookings: count(bookings) };
}

/** How many of a day's watch or chat steps the ledger holds: steps are paid in order, so also the last one paid. */
async function paidSteps(db: Db, userId: number, kind: ActivityKind, day: DayKey): Promise<number> {
  const row = await db
    .selectFrom('pointLedger')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('userId', '=', userId)
    .where('kind', '=', POINT_KIND[kind])
    .where('ref', 'like', `${day}:%`)
    .executeTakeFirst();
  return count(row);
}

/** Pays the watch or chat steps reached on a day and not paid yet; each step is its own ledger row, so a race pays once. */
export async function payActivitySteps(db: Db, userId: number, kind: ActivityKind, day: DayKey, amount: number, now: number): Promise<void> {
  const steps = activitySteps(kind, amount);
  if (steps === 0) return;
  const points = ACTIVITY_AWARDS[kind].points;
  for (let step = (await paidSteps(db, userId, kind, day)) + 1; step <= steps; step += 1) {
    await awardPoints(db, { userId, kind: POINT_KIND[kind], ref: `${day}:${step}`, points }, now);
  }
}

/**
 * Settles the watch and chat awards of today and yesterday (a day that ended since the last visit).
 * Chat is stored by the chat broker, which knows nothing of points, so the points are worked out here
 * when the member's level or missions are read rather than on every message.
 */
export async function settleActivityPoints(db: Db, userId: number, now: number): Promise<ActivityCounts> {
  const today = memberDay(now);
  let counts: ActivityCounts = { watchMinutes: 0, chatMessages: 0 };
  for (const day of [addDays(today, -1), today]) {
    const [watchMinutes, chatMessages] = await Promise.all([watchMinutesOn(db, userId, day), chatMessagesOn(db, userId, day)]);
    await payActivitySteps(db, userId, 'watch', day, watchMinutes, now);
    await payActivitySteps(db, userId, 'chat', day, chatMessages, now);
    counts = { watchMinutes, chatMessages };
  }
  // Today's, which the missions count too.
  return counts;
}
