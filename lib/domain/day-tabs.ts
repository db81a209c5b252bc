import { calendarDay } from '@/lib/format/date';

/** Day offsets from today, both ends included (spec §2). */
export interface DayRange {
  from: number;
  to: number;
}

/** Live schedule: yesterday to five days ahead. */
export const SCHEDULE_DAY_RANGE: DayRange = { from: -1, to: 5 };
/** Football results: five days back to tomorrow. */
export const RESULT_DAY_RANGE: DayRange = { from: -5, to: 1 };

const DAY_MS = 86_400_000;

/** Shifts a YYYY-MM-DD date by whole days on the calendar, immune to DST changes. */
export function addDays(day: string, offset: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar dates (YYYY-MM-DD in `zone`) for each offset of the range around `now`. */
export function daysAround(now: number, zone: string, range: DayRange): string[] {
  const today = calendarDay(now, zone);
  const days: string[] = [];
  for (let offset = range.from; offset <= range.to; offset += 1) days.push(addDays(today, offset));
  return days;
}

export function scheduleDays(now: number, zone: string): string[] {
  return daysAround(now, zone, SCHEDULE_DAY_RANGE);
}

export function resultDays(now: number, zone: string): string[] {
  return daysAround(now, zone, RESULT_DAY_RANGE);
}
