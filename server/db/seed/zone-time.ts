import { OFFSET_FALLBACK_ZONE } from '@/lib/domain/constants';
import { instantOfWall, zoneOffsetMs } from '@/lib/format/date';
import type { Weekday } from './catalog-types';

export const DAY_MS = 86_400_000;

/** The audience's clock: days of the seeded window are counted in Ho Chi Minh City time. */
export const SEED_ZONE = OFFSET_FALLBACK_ZONE;

/** Calendar days around `now` on the wall clock of one time zone (Ho Chi Minh City unless told). */
export class LocalCalendar {
  private readonly todayWall: number;

  constructor(
    now: number,
    readonly zone: string = SEED_ZONE,
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
}

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SEED_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The audience's calendar date of an instant: "2026-11-22". */
export function localDayKey(instant: number): string {
  return dayKeyFormat.format(instant);
}
