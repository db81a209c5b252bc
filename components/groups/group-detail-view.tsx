'use client';

import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Inbox, Info, Newspaper, SearchX, Users } from 'lucide-react';
import { statusOf } from '@/components/activity/refusal';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { EmptyState } from '@/components/page-kit/empty-state';
import { ErrorState } from '@/components/page-kit/list-states';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { groupDetailQuery } from '@/lib/api/queries/groups';
import { GROUPS_PATH } from '@/lib/domain/groups';
import { Link } from '@/lib/i18n/navigation';
import { GroupAbout } from './group-about';
import { GroupFeed } from './group-feed';
import { GroupHeader } from './group-header';
import { GroupMembers } from './group-members';
import { GroupRequests } from './group-requests';
import { tabsFor, type GroupTab } from './group-tabs';
import { ViewPanel, ViewTabs } from './view-tabs';

const TAB_ICON = { posts: Newspaper, about: Info, members: Users, requests: Inbox } as const;

/** A group's page: its header, then its posts, what it is about, its members and, for its moderators, the requests waiting. */
export function GroupDetailView({ id, initialTab = 'posts' }: { id: number; initialTab?: GroupTab }) {
  const t = useTranslations('groups');
  const idBase = useId();
  const { viewer } = useFeedViewer();
  const detail = useQuery(groupDetailQuery(viewer, id));
  const [chosen, setChosen] = useState<GroupTab>(initialTab);
  if (detail.isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (detail.isError && !detail.data) {
    // Deleted, or the reader signed in as someone it is no longer shown to.
    if (statusOf(detail.error) === 404) {
      return (
        <EmptyState
          icon={<SearchX aria-hidden />}
          title={t('detail.goneTitle')}
          description={t('detail.goneText')}
          action={<Link href={GROUPS_PATH} className={buttonClasses({ variant: 'outline', size: 'sm' })}>{t('detail.browse')}</Link>}
        />
      );
    }
    return <ErrorState title={t('detail.failed')} retryLabel={t('list.retry')} onRetry={() => void detail.refetch()} />;
  }
  const group = detail.data;
  const tabs = tabsFor(group);
  const tab = tabs.includes(chosen) ? chosen : 'posts';
  return (
    <div className="flex flex-col gap-4">
      <GroupHeader group={group} onRequests={() => setChosen('requests')} />
      <ViewTabs
        idBase={idBase}
        label={t('detail.tabs')}
        value={tab}
        onChange={setChosen}
        tabs={tabs.map((key) => {
          const Icon = TAB_ICON[key];
          return { key, label: <><Icon aria-hidden />{t(`detail.tab.${key}`)}</> };
        })}
      />
      <ViewPanel idBase={idBase} value={tab}>
        {tab === 'posts' ? <GroupFeed group={group} /> : null}
        {tab === 'about' ? <GroupAbout group={group} /> : null}
        {tab === 'members' ? <GroupMembers group={group} /> : null}
        {tab === 'requests' ? <GroupRequests group={group} /> : null}
      </ViewPanel>
    </div>
  );
}
