import { getTranslations } from 'next-intl/server';
import { UsersRound } from 'lucide-react';
import { FeedShell } from '@/components/feed/feed-shell';
import { GroupsView } from '@/components/groups/groups-view';
import { groupKeys, groupListFirstPage, groupSuggestedQuery } from '@/lib/api/queries/groups';
import { metadataFromMessages } from '@/lib/page-kit/metadata';
import { Hydrate } from '@/server/api/hydrate';
import { prefetch } from '@/server/api/server-query';
import { feedRequest, type FeedPageProps } from '../_feed/feed-page';
import { HubMessages, prefetchFirst } from '../_hub/hub-page';

export const generateMetadata = metadataFromMessages('groups', { title: 'meta.title', description: 'meta.description' });

/** /bang-ton/nhom: suggested and popular groups drawn with the page; `?tab=mine` opens the member's own. */
export default async function GroupsPage({ params, searchParams }: FeedPageProps) {
  const [{ locale, viewer, timeZone, renderedAt }, search] = await Promise.all([feedRequest(params), searchParams]);
  const t = await getTranslations({ locale, namespace: 'groups.meta' });
  const tab = search.tab === 'mine' && viewer !== 0 ? 'mine' : 'popular';
  await Promise.all([prefetch(groupSuggestedQuery(viewer)), prefetchFirst(groupListFirstPage(viewer, { tab }), groupKeys.list(viewer, { tab }))]);
  return (
    <Hydrate>
      <FeedShell title={t('title')} intro={t('intro')} icon={UsersRound} viewer={viewer} timeZone={timeZone} renderedAt={renderedAt}>
        <HubMessages namespaces={['groups']}>
          <GroupsView initialTab={tab} />
        </HubMessages>
      </FeedShell>
    </Hydrate>
  );
}
