'use client';

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { liveScheduleQuery } from '@/lib/api/queries/schedule';
import { groupByLiveMode } from './group-by-live-mode';
import { HOME_REFRESH_MS, todayScheduleQuery } from './home-queries';
import { ScheduleGroup } from './schedule-group';

interface TodayScheduleProps {
  /** Today as YYYY-MM-DD in the viewer's zone, fixed by the server so both sides ask the same day. */
  date: string;
  timeZone: string;
}

/** Today's matches grouped by live mode, hydrated from the server prefetch. */
export function TodaySchedule({ date, timeZone }: TodayScheduleProps) {
  const t = useTranslations('home.schedule');
  const { data } = useQuery({
    ...liveScheduleQuery(todayScheduleQuery(date, timeZone)),
    refetchInterval: HOME_REFRESH_MS,
  });
  const groups = useMemo(() => groupByLiveMode(data ?? []), [data]);

  if (groups.length === 0) return <EmptyState title={t('emptyTitle')} description={t('emptyText')} />;
  return (
    <div className="grid items-start gap-4 xl:grid-cols-2">
      {groups.map((group) => (
        <ScheduleGroup key={group.mode.id} group={group} timeZone={timeZone} />
      ))}
    </div>
  );
}
