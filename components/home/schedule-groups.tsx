import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { Match } from '@/lib/contract/schedule';
import { groupByLiveMode } from './group-by-live-mode';
import { ScheduleGroup } from './schedule-group';

/** Today's matches grouped by live mode, or a note that there are none. */
export function ScheduleGroups({ matches, timeZone }: { matches: Match[]; timeZone: string }) {
  const t = useTranslations('home.schedule');
  const groups = groupByLiveMode(matches);
  if (groups.length === 0) return <EmptyState title={t('emptyTitle')} description={t('emptyText')} />;
  return (
    <div className="grid items-start gap-4 xl:grid-cols-2">
      {groups.map((group) => (
        <ScheduleGroup key={group.mode.id} group={group} timeZone={timeZone} />
      ))}
    </div>
  );
}
