'use client';

import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Activity, Bell, UsersRound } from 'lucide-react';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { ListMore } from '@/components/page-kit/list-more';
import { ViewPanel, ViewTabs } from '@/components/groups/view-tabs';
import { InboxList } from '@/components/inbox/inbox-list';
import { useMarkRead } from '@/components/inbox/use-mark-read';
import { EmptyState } from '@/components/page-kit/empty-state';
import { ErrorState, ListLoading } from '@/components/page-kit/list-states';
import { buttonClasses } from '@/components/ui/button';
import { activityListQuery } from '@/lib/api/queries/activity';
import { cursorItems } from '@/lib/api/queries/cursor-list';
import { INBOX_TYPES } from '@/lib/domain/chat';
import { FEED_PATHS } from '@/lib/domain/feed';
import { Link } from '@/lib/i18n/navigation';
import { ActivityItem } from './activity-item';

type View = 'friends' | 'inbox';

/** /bang-ton/hoat-dong-gan-day: what friends did lately, and the member's own notifications beside it. */
export function ActivityView({ initialView = 'friends' }: { initialView?: View }) {
  const t = useTranslations('activity.recent');
  const id = useId();
  const [view, setView] = useState<View>(initialView);
  return (
    <div className="flex flex-col gap-4">
      <ViewTabs
        idBase={id}
        label={t('tabs')}
        value={view}
        onChange={setView}
        tabs={[
          { key: 'friends', label: <><Activity aria-hidden />{t('friends')}</> },
          { key: 'inbox', label: <><Bell aria-hidden />{t('inbox')}</> },
        ]}
      />
      <ViewPanel idBase={id} value={view}>{view === 'friends' ? <FriendsActivity /> : <Notifications />}</ViewPanel>
    </div>
  );
}

function FriendsActivity() {
  const t = useTranslations('activity.recent');
  const { viewer } = useFeedViewer();
  const query = useInfiniteQuery(activityListQuery(viewer));
  const { data, isPending, isError, refetch, isFetchingNextPage } = query;
  if (isPending) return <ListLoading label={t('loading')} rows={5} className="flex flex-col gap-2" itemClassName="h-20" />;
  if (isError && !data) return <ErrorState title={t('failed')} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  const entries = cursorItems(data, (e) => e.key);
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<UsersRound aria-hidden />}
        title={t('emptyTitle')}
        description={t('emptyText')}
        action={<Link href={FEED_PATHS.friends} className={buttonClasses({ variant: 'outline', size: 'sm' })}>{t('findFriends')}</Link>}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label={t('friends')} aria-busy={isFetchingNextPage || undefined} className="flex flex-col gap-2" data-testid="activity-list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <ActivityItem entry={entry} />
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {t('shown', { count: entries.length })}
      </p>
      <ListMore pages={query} labels={{ more: t('more'), loadingMore: t('loadingMore'), moreFailed: t('moreFailed'), retry: t('retry'), end: t('end') }} auto />
    </div>
  );
}

/** The member's inbox (mentions, replies, reactions, group requests, party reminders), as under the bell. */
function Notifications() {
  const { viewer } = useFeedViewer();
  const markRead = useMarkRead(viewer);
  return (
    <div className="rounded-xl border border-border bg-surface p-1.5">
      <InboxList type={INBOX_TYPES.all} viewer={viewer} onMarkRead={(id) => markRead.mutate(id)} onFollowLink={() => undefined} />
    </div>
  );
}
