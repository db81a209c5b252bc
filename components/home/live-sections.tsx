'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import type { PolledSeed } from '@/lib/api/polled-value';
import type { Match } from '@/lib/contract/schedule';
import { useFeaturedMatches, useTodaySchedule } from './home-data';

// The server renders each list; its code reaches the browser only when a poll brings something newer
// to draw, so the home page's first load carries none of the cards and rows.
const FeaturedGrid = lazy(() => import('./featured-grid').then((m) => ({ default: m.FeaturedGrid })));
const ScheduleGroups = lazy(() => import('./schedule-groups').then((m) => ({ default: m.ScheduleGroups })));

interface LiveSectionProps {
  timeZone: string;
  /** What the server rendered `children` from. */
  seed?: PolledSeed<Match[]>;
  /** The server-rendered list, shown until newer data arrives. */
  children: ReactNode;
}

/** Newer data than the server rendered with, once a poll has brought some. */
function newer(matches: Match[] | undefined, seed: PolledSeed<Match[]> | undefined): Match[] | null {
  return matches !== undefined && matches !== seed?.value ? matches : null;
}

export function LiveFeaturedMatches({ timeZone, seed, children }: LiveSectionProps) {
  const fresh = newer(useFeaturedMatches(seed), seed);
  if (!fresh) return children;
  return (
    <Suspense fallback={children}>
      <FeaturedGrid matches={fresh} timeZone={timeZone} />
    </Suspense>
  );
}

export function LiveTodaySchedule({ date, timeZone, seed, children }: LiveSectionProps & { date: string }) {
  const fresh = newer(useTodaySchedule(date, timeZone, seed), seed);
  if (!fresh) return children;
  return (
    <Suspense fallback={children}>
      <ScheduleGroups matches={fresh} timeZone={timeZone} />
    </Suspense>
  );
}
