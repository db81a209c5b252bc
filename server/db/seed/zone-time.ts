import { OFFSET_FALLBACK_ZONE } from '@/lib/domain/constants';
import type { Weekday } from './catalog-types';

export const DAY_MS = 86_400_000;

// Kick-off slots are written in Ho Chi Minh City time, the audience's clock.
const SEED_ZONE = OFFSET_FALLBACK_ZONE;

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SEED_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Milliseconds to add to a UTC instant to read the wall clock of the seed zone. */
function offsetAt(at: number): number {
  const p: Record<string, number> = {};
  for (const part of parts.formatToParts(at)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return wall - Math.floor(at / 1000) * 1000;
}

/** Calendar days around `now` in the seed zone. */
export class LocalCalendar {
  private readonly todayWall: number;

  constructor(now: number) {
    this.todayWall = Math.floor((now + offsetAt(now)) / DAY_MS) * DAY_MS;
  }

  weekday(dayOffset: number): Weekday {
    return new Date(this.todayWall + dayOffset * DAY_MS).getUTCDay() as Weekday;
  }

  /** The instant the local clock reads `hhmm` on the day `dayOffset` days from today. */
  at(dayOffset: number, hhmm: string): number {
    const [h, m] = hhmm.split(':').map(Number);
    const wall = this.todayWall + dayOffset * DAY_MS + ((h ?? 0) * 60 + (m ?? 0)) * 60_000;
    return wall - offsetAt(wall - offsetAt(wall));
  }

  /** Whole local days between today and the day containing `instant`. */
  dayOffsetOf(instant: number): number {
    return Math.floor((instant + offsetAt(instant) - this.todayWall) / DAY_MS);
  }
}
