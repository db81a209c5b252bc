import { addDays, type DayKey } from './member-day';

/**
 * Points for a check-in by its place in the streak: day 1 of a streak pays 10, rising to a
 * 50-point bonus on day 7; from day 8 the week starts over (day 8 pays like day 1).
 */
export const CHECK_IN_REWARDS = [10, 10, 15, 15, 20, 20, 50] as const;
export const CHECK_IN_CYCLE = CHECK_IN_REWARDS.length;

/** The points of the check-in that makes the streak `streakDay` days long (1-based). */
export function checkInReward(streakDay: number): number {
  const n = Math.max(1, Math.floor(streakDay));
  return CHECK_IN_REWARDS[(n - 1) % CHECK_IN_CYCLE] ?? CHECK_IN_REWARDS[0];
}

/** The streak a check-in on `day` makes, given the streak of the member's check-in the day before (if any). */
export function nextStreak(previous: { day: DayKey; streak: number } | null, day: DayKey): number {
  return previous && addDays(previous.day, 1) === day ? previous.streak + 1 : 1;
}

/**
 * The streak alive on `today`: today's, else yesterday's (it can still be continued today), else 0.
 * `days` are the member's checked days, in any order.
 */
export function currentStreak(days: readonly DayKey[], today: DayKey): number {
  const set = new Set(days);
  let d = set.has(today) ? today : addDays(today, -1);
  let n = 0;
  while (set.has(d)) {
    n += 1;
    d = addDays(d, -1);
  }
  return n;
}

/** The longest run of consecutive checked days. */
export function bestStreak(days: readonly DayKey[]): number {
  const sorted = [...new Set(days)].sort();
  let best = 0;
  let run = 0;
  let prev: DayKey | null = null;
  for (const d of sorted) {
    run = prev !== null && addDays(prev, 1) === d ? run + 1 : 1;
    best = Math.max(best, run);
    prev = d;
  }
  return best;
}
