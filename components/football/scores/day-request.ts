import { getNow } from 'next-intl/server';
import { chooseDay, type DayChoice } from '@/components/schedule/schedule-day';
import { daysAround, type DayRange } from '@/lib/domain/day-tabs';
import { calendarDay } from '@/lib/format/date';
import { viewerZone } from '@/lib/page-kit/context';

export type SearchParams = Record<string, string | string[] | undefined>;

export interface DayRequest {
  timeZone: string;
  today: string;
  days: string[];
  /** The chosen day, or why `?date=` was refused. */
  choice: DayChoice;
}

/**
 * The viewer's zone (timezone cookie), today there, the page's day tabs and the day `?date=` picks.
 * A repeated `date` is malformed, like a value that is not a calendar date.
 */
export async function dayRequest(range: DayRange, searchParams: SearchParams): Promise<DayRequest> {
  const timeZone = await viewerZone();
  const now = (await getNow()).getTime();
  const today = calendarDay(now, timeZone);
  const days = daysAround(now, timeZone, range);
  const raw = searchParams.date;
  const choice: DayChoice = Array.isArray(raw) ? { ok: false, reason: 'malformed' } : chooseDay(raw, days, today);
  return { timeZone, today, days, choice };
}
