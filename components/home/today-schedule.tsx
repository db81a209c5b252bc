'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import type { PolledSeed } from '@/lib/api/polled-value';
import type { Match } from '@/lib/contract/schedule';
import { groupByLiveMode } from './group-by-live-mode';
import { useTodaySchedule } from './home-data';
import { ScheduleGroup } from './schedule-group';

interface TodayScheduleProps {
  /** Today as YYYY-MM-DD in the viewer's zone, fixed by the server so both sides ask the same day. */
  date: string;
  timeZone: string;
  /** What the server rendered with. */
  seed?: PolledSeed<Match[]>;
}

/** Today's matches grouped by live mode: server-rendered, then refreshed while the page is open. */
export function TodaySchedule({ date, timeZone, seed }: TodayScheduleProps) {
  const t = useTranslations('home.schedule');
  const matches = useTodaySchedule(date, timeZone, seed);
  const groups = useMemo(() => groupByLiveMode(matches), [matches]);

  if (groups.length === 0) return <EmptyState title={t('emptyTitle')} description={t('emptyText')} />;
  return (
    <div className="grid items-start gap-4 xl:grid-cols-2">
      {groups.map((group) => (
        <ScheduleGroup key={group.mode.id} group={group} timeZone={timeZone} />
      ))}
    </div>
  );
}
