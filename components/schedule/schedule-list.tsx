'use client';

import { Suspense, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { CalendarX } from 'lucide-react';
import { EmptyState } from '@/components/page-kit/empty-state';
import { ErrorState } from '@/components/page-kit/list-states';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLiveQuery } from '@/lib/api/live-query';
import { liveScheduleQuery } from '@/lib/api/queries/schedule';
import type { Match } from '@/lib/contract/schedule';
import { FILTER_CODE, type FilterCode } from '@/lib/domain/filter-codes';
import type { LiveModeId } from '@/lib/domain/live-modes';
import { useRouter } from '@/lib/i18n/navigation';
import { groupByLeague, hasBroadcast } from './group-by-league';
import { LeagueSection } from './league-section';
import { SCHEDULE_REFRESH_MS, scheduleQueryInput } from './schedule-query';
import { useFavouriteTeams } from './use-favourite-teams';
import { useProgressiveCount } from './use-progressive-count';

/** Rows drawn with the page, and added each time the end of the list nears the screen: a tall screen's worth. */
const BATCH_ROWS = 16;

export interface ScheduleListProps {
  date: string;
  /** Only today's matches move; other days are not polled. */
  isToday: boolean;
  timeZone: string;
  liveModeId?: LiveModeId;
  filter?: FilterCode;
  leagueSlug?: string;
  /** The day as the server read it (null: it could not) and when; without it the browser asks. */
  served?: { matches: Match[] | null; at: number };
}

/** The day's fixtures by league, live first; drawn from the server's answer and, today, refreshed in place. */
export function ScheduleList({ date, isToday, timeZone, liveModeId, filter, leagueSlug, served }: ScheduleListProps) {
  const t = useTranslations('schedule.list');
  const seed = served?.matches ? { value: served.matches, at: served.at } : undefined;
  const data = useLiveQuery(liveScheduleQuery(scheduleQueryInput(date, timeZone, liveModeId)), isToday ? SCHEDULE_REFRESH_MS : null, seed);
  const favourites = useFavouriteTeams();
  const groups = useMemo(() => {
    let matches = data ?? [];
    if (leagueSlug !== undefined) matches = matches.filter((m) => m.league.slug === leagueSlug);
    if (filter === FILTER_CODE.scheduled) matches = matches.filter(hasBroadcast);
    return groupByLeague(matches);
  }, [data, filter, leagueSlug]);
  const sizes = useMemo(() => groups.map((g) => g.matches.length), [groups]);
  const { shown, showMore, endRef } = useProgressiveCount(sizes, BATCH_ROWS);

  // The server could not read the day: a new render may (today's list keeps asking meanwhile).
  if (!data && served?.matches === null) return <ServedError />;
  if (!data) {
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
    <div className="flex flex-col gap-4" data-testid="schedule-list">
      {/* A boundary per league: the browser hydrates a long day one league at a time, in short tasks. */}
      {groups.slice(0, shown).map((group, index) => (
        <Suspense key={group.league.id}>
          <LeagueSection group={group} timeZone={timeZone} favourites={favourites} deferLayout={index > 0} />
        </Suspense>
      ))}
      {shown < groups.length ? (
        // Scrolling near it draws the next leagues by itself; pressing it does the same from the keyboard.
        <button ref={endRef} type="button" className={buttonClasses({ variant: 'secondary', className: 'self-center' })} onClick={showMore}>
          {t('more')}
        </button>
      ) : null}
    </div>
  );
}

/** The server could not read the day: asking it to draw the page again is the retry. */
function ServedError() {
  const t = useTranslations('schedule.list');
  const router = useRouter();
  return <ErrorState title={t('errorTitle')} description={t('errorText')} retryLabel={t('retry')} onRetry={() => router.refresh()} />;
}
