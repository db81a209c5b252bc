'use client';

import { useLocale } from 'next-intl';
import { apiQuery } from '@/lib/api/lazy-client';
import { usePolledValue, type PolledSeed } from '@/lib/api/polled-value';
import { featureMatch, liveSchedule } from '@/lib/contract/schedule-calls';
import type { Match } from '@/lib/contract/schedule';
import { FEATURED_MATCHES_QUERY, HOME_REFRESH_MS, todayScheduleQuery } from './home-inputs';

/** The featured matches the server rendered, asked again while the home page is open. */
export function useFeaturedMatches(seed?: PolledSeed<Match[]>): Match[] | undefined {
  const locale = useLocale();
  const load = (signal: AbortSignal) => apiQuery(featureMatch, { query: FEATURED_MATCHES_QUERY, signal });
  return usePolledValue(`featured:${locale}`, load, HOME_REFRESH_MS, seed);
}

/** Today's schedule in the viewer's zone, asked again while the home page is open. */
export function useTodaySchedule(date: string, timeZone: string, seed?: PolledSeed<Match[]>): Match[] | undefined {
  const locale = useLocale();
  const load = (signal: AbortSignal) => apiQuery(liveSchedule, { query: todayScheduleQuery(date, timeZone), signal });
  return usePolledValue(`today:${locale}:${date}:${timeZone}`, load, HOME_REFRESH_MS, seed);
}
