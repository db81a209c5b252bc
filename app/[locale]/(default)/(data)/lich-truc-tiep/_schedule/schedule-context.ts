import { cookies } from 'next/headers';
import { getNow } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { scheduleDays } from '@/lib/domain/day-tabs';
import { COOKIES } from '@/lib/domain/constants';
import type { Locale } from '@/lib/domain/locale';
import { calendarDay, resolveZone } from '@/lib/format/date';
import { routing } from '@/lib/i18n/routing';

export type SearchParams = Record<string, string | string[] | undefined>;

export interface ScheduleRequest {
  params: Promise<{ locale: string; tab?: string[] }>;
  searchParams: Promise<SearchParams>;
}

export function localeOf(requested: string): Locale {
  return hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
}

/** The viewer's zone (timezone cookie), today there and the schedule's days around it. */
export async function scheduleClock(): Promise<{ timeZone: string; today: string; days: string[] }> {
  const timeZone = resolveZone((await cookies()).get(COOKIES.timezone)?.value);
  const now = (await getNow()).getTime();
  return { timeZone, today: calendarDay(now, timeZone), days: scheduleDays(now, timeZone) };
}

/** A single query value; a repeated one (`?date=a&date=b`) is not a value this page accepts. */
export function single(value: string | string[] | undefined): string | undefined | null {
  return Array.isArray(value) ? null : value;
}
