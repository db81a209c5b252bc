'use client';

import { Suspense, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { CalendarX } from 'lucide-react';
import { EmptyState } from '@/components/page-kit/empty-state';
import { ErrorState } from '@/components/page-kit/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { liveScheduleQuery } from '@/lib/api/queries/schedule';
import { FILTER_CODE, type FilterCode } from '@/lib/domain/filter-codes';
import type { LiveModeId } from '@/lib/domain/live-modes';
import { groupByLeague, hasBroadcast } from './group-by-league';
import { LeagueSection } from './league-section';
import { SCHEDULE_REFRESH_MS, scheduleQueryInput } from './schedule-query';
import { useFavouriteTeams } from './use-favourite-teams';
import { useProgressiveCount } from './use-progressive-count';

/** Rows drawn with the page: more than a tall screen holds. */
const FIRST_ROWS = 24;

export interface ScheduleListProps {
  date: string;
  /** Only today's matches move; other days are not polled. */
  isToday: boolean;
  timeZone: string;
  liveModeId?: LiveModeId;
  filter?: FilterCode;
  leagueSlug?: string;
}

/** The day's fixtures by league, live first; hydrated from the server and refreshed in place. */
export function ScheduleList({ date, isToday, timeZone, liveModeId, filter, leagueSlug }: ScheduleListProps) {
  const t = useTranslations('schedule.list');
  const { data, isError, isPending, refetch } = useQuery({
    ...liveScheduleQuery(scheduleQueryInput(date, timeZone, liveModeId)),
    refetchInterval: isToday ? SCHEDULE_REFRESH_MS : false,
  });
  const favourites = useFavouriteTeams();
  const groups = useMemo(() => {
    let matches = data ?? [];
    if (leagueSlug !== undefined) matches = matches.filter((m) => m.league.slug === leagueSlug);
    if (filter === FILTER_CODE.scheduled) matches = matches.filter(hasBroadcast);
    return groupByLeague(matches);
  }, [data, filter, leagueSlug]);
  const sizes = useMemo(() => groups.map((g) => g.matches.length), [groups]);
  const shown = useProgressiveCount(sizes, FIRST_ROWS);

  if (isError && !data) return <ErrorState title={t('errorTitle')} description={t('errorText')} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  if (isPending) {
    return (
      <div className="flex flex-col gap-4">
        <Skeleton className="h-40" />
        <Skeleton className="h-28" />
      </div>
    );
  }
  if (groups.length === 0) {
    return <EmptyState icon={<CalendarX aria-hidden />} title={t('emptyTitle')} description={t('emptyText')} />;
  }
  return (
    // Busy while the leagues below the first screen are still being added.
    <div className="flex flex-col gap-4" data-testid="schedule-list" aria-busy={shown < groups.length || undefined}>
      {/* A boundary per league: the browser hydrates a long day one league at a time, in short tasks. */}
      {groups.slice(0, shown).map((group) => (
        <Suspense key={group.league.id}>
          <LeagueSection group={group} timeZone={timeZone} favourites={favourites} />
        </Suspense>
      ))}
    </div>
  );
}
