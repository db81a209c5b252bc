'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useFeaturedMatches, useTodaySchedule } from './home-data';

// The server renders each list; its code reaches the browser only when a poll brings something newer
// to draw, so the home page's first load carries none of the cards and rows.
const FeaturedGrid = lazy(() => import('./featured-grid').then((m) => ({ default: m.FeaturedGrid })));
const ScheduleGroups = lazy(() => import('./schedule-groups').then((m) => ({ default: m.ScheduleGroups })));

interface LiveSectionProps {
  timeZone: string;
  /** When the server rendered `children` (no data: the list is already drawn); absent, the browser asks at once. */
  renderedAt?: number;
  /** The server-rendered list, shown until a poll brings newer data. */
  children: ReactNode;
}

const drawnAt = (renderedAt: number | undefined) => (renderedAt === undefined ? undefined : { at: renderedAt });

export function LiveFeaturedMatches({ timeZone, renderedAt, children }: LiveSectionProps) {
  const fresh = useFeaturedMatches(drawnAt(renderedAt));
  if (!fresh) return children;
  return (
    <Suspense fallback={children}>
      <FeaturedGrid matches={fresh} timeZone={timeZone} />
    </Suspense>
  );
}

export function LiveTodaySchedule({ date, timeZone, renderedAt, children }: LiveSectionProps & { date: string }) {
  const fresh = useTodaySchedule(date, timeZone, drawnAt(renderedAt));
  if (!fresh) return children;
  return (
    <Suspense fallback={children}>
      <ScheduleGroups matches={fresh} timeZone={timeZone} />
    </Suspense>
  );
}
