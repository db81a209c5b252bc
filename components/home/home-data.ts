'use client';

import { type LiveSeed, useLiveQuery } from '@/lib/api/live-query';
import { featureMatchQuery, liveScheduleQuery } from '@/lib/api/queries/schedule';
import type { Match } from '@/lib/contract/schedule';
import { FEATURED_MATCHES_QUERY, HOME_REFRESH_MS, todayScheduleQuery } from './home-inputs';

/** The featured matches the server rendered, asked again while the home page is open. */
export function useFeaturedMatches(seed?: LiveSeed<Match[]>): Match[] | undefined {
  return useLiveQuery(featureMatchQuery(FEATURED_MATCHES_QUERY), HOME_REFRESH_MS, seed);
}

/** Today's schedule in the viewer's zone, asked again while the home page is open. */
export function useTodaySchedule(date: string, timeZone: string, seed?: LiveSeed<Match[]>): Match[] | undefined {
  return useLiveQuery(liveScheduleQuery(todayScheduleQuery(date, timeZone)), HOME_REFRESH_MS, seed);
}
