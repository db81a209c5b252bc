import type { CheckInCalendar } from '@/lib/contract/engagement';
import { bestStreak, checkInReward, currentStreak, nextStreak } from '@/lib/domain/check-in';
import { addDays, memberDay, monthOf, nextReset } from '@/lib/domain/member-day';
import { POINT_KIND } from '@/lib/domain/points';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { awardPoints } from './points';
import { uniqueViolationColumn } from './unique-violation';

/** The member's checked days of a month, the streaks, and what today's check-in pays. */
export async function checkInCalendar(db: Db, userId: number, month: string | undefined, now: number): Promise<CheckInCalendar> {
  const today = memberDay(now);
  const m = month ?? monthOf(today);
  // Every day is read: the best streak may span months. A member has at most one row a day.
  const rows = await db.selectFrom('checkIns').select(['day', 'points']).where('userId', '=', userId).orderBy('day').execute();
  const days = rows.map((r) => r.day);
  const current = currentStreak(days, today);
  const todayRow = rows.find((r) => r.day === today);
  return {
    today,
    month: m,
    days: days.filter((d) => monthOf(d) === m),
    checkedToday: todayRow !== undefined,
    currentStreak: current,
    bestStreak: bestStreak(days),
    todayReward: todayRow ? Number(todayRow.points) : checkInReward(current + 1),
    resetAt: nextReset(now),
  };
}

/**
 * Checks the member in for today (Vietnam): the row and its points are written together, and the
 * (member, day) key makes a second or raced check-in a 409 that writes nothing.
 */
export async function checkIn(db: Db, userId: number, now: number): Promise<{ day: string; streak: number; points: number }> {
  const day = memberDay(now);
  try {
    return await db.transaction().execute(async (trx) => {
      const previous = await trx.selectFrom('checkIns').select(['day', 'streak']).where('userId', '=', userId).where('day', '=', addDays(day, -1)).executeTakeFirst();
      const streak = nextStreak(previous ? { day: previous.day, streak: Number(previous.streak) } : null, day);
      const points = checkInReward(streak);
      await trx.insertInto('checkIns').values({ userId, day, streak, points, createdAt: now }).execute();
      await awardPoints(trx, { userId, kind: POINT_KIND.checkIn, ref: day, points }, now);
      return { day, streak, points };
    });
  } catch (err) {
    if (uniqueViolationColumn(err) !== null) throw new ApiError(409, 'Already checked in today');
    throw err;
  }
}
