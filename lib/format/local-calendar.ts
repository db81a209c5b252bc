import { OFFSET_FALLBACK_ZONE } from '@/lib/domain/constants';
import { calendarDay, instantOfWall, zoneOffsetMs } from './date';

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Day of the week on a local calendar: 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Calendar days around `now` on the wall clock of one time zone: the audience's (Ho Chi Minh City)
 * unless told, since the site's days are counted there.
 */
export class LocalCalendar {
  private readonly todayWall: number;

  constructor(
    now: number,
    readonly zone: string = OFFSET_FALLBACK_ZONE,
  ) {
    this.todayWall = Math.floor((now + zoneOffsetMs(zone, now)) / DAY_MS) * DAY_MS;
  }

  weekday(dayOffset: number): Weekday {
    return new Date(this.todayWall + dayOffset * DAY_MS).getUTCDay() as Weekday;
  }

  /** The instant the local clock reads `hhmm` on the day `dayOffset` days from today. */
  at(dayOffset: number, hhmm: string): number {
    const [h, m] = hhmm.split(':').map(Number);
    const wall = this.todayWall + dayOffset * DAY_MS + ((h ?? 0) * 60 + (m ?? 0)) * 60_000;
    return instantOfWall(wall, this.zone);
  }

  /** Whole local days between today and the day containing `instant`. */
  dayOffsetOf(instant: number): number {
    return Math.floor((instant + zoneOffsetMs(this.zone, instant) - this.todayWall) / DAY_MS);
  }

  /** The first instant of the local day `dayOffset` days from today. */
  startOf(dayOffset: number): number {
    return this.at(dayOffset, '00:00');
  }

  /** The local date `dayOffset` days from today: "2026-11-22". */
  dayKey(dayOffset: number): string {
    // An hour in, clear of a midnight that daylight saving could move.
    return calendarDay(this.startOf(dayOffset) + HOUR_MS, this.zone);
  }
}
