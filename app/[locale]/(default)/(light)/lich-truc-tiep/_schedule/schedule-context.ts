import { getNow } from 'next-intl/server';
import { scheduleDays } from '@/lib/domain/day-tabs';
import { calendarDay } from '@/lib/format/date';
import { viewerZone } from '@/lib/page-kit/context';
export { localeOf } from '@/lib/page-kit/context';

import type { SearchParams } from '@/lib/page-kit/with-query';
export type { SearchParams };

export interface ScheduleRequest {
  params: Promise<{ locale: string; tab?: string[] }>;
  searchParams: Promise<SearchParams>;
}

/** The viewer's zone (timezone cookie), today there and the schedule's days around it. */
export async function scheduleClock(): Promise<{ timeZone: string; today: string; days: string[] }> {
  const timeZone = await viewerZone();
  const now = (await getNow()).getTime();
  return { timeZone, today: calendarDay(now, timeZone), days: scheduleDays(now, timeZone) };
}

/** A single query value; a repeated one (`?date=a&date=b`) is not a value this page accepts. */
export function single(value: string | string[] | undefined): string | undefined | null {
  return Array.isArray(value) ? null : value;
}

