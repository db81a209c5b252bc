import { getTranslations } from 'next-intl/server';
import { UsersRound } from 'lucide-react';
import { CommunityHub } from '@/components/activity/community-hub';
import { FeedShell } from '@/components/feed/feed-shell';
import { activityPeopleQuery } from '@/lib/api/queries/activity';
import { eventKeys, eventListFirstPage } from '@/lib/api/queries/events';
import { groupSuggestedQuery } from '@/lib/api/queries/groups';
import { metadataFromMessages } from '@/lib/page-kit/metadata';
import { Hydrate } from '@/server/api/hydrate';
import { prefetch } from '@/server/api/server-query';
import { feedRequest, type FeedPageProps } from '../_feed/feed-page';
import { HubMessages, prefetchFirst } from '../_hub/hub-page';

export const generateMetadata = metadataFromMessages('activity', { title: 'meta.hubTitle', description: 'meta.hubDescription' });

const UPCOMING = { scope: 'upcoming' } as const;

/** /bang-ton/cong-dong: the community hub; its groups, parties and (for members) people to meet are drawn with the page. */
export default async function CommunityPage({ params }: FeedPageProps) {
  const { locale, viewer, timeZone, renderedAt } = await feedRequest(params);
  const t = await getTranslations({ locale, namespace: 'activity.meta' });
  await Promise.all([
    prefetch(groupSuggestedQuery(viewer)),
    prefetchFirst(eventListFirstPage(viewer, UPCOMING), eventKeys.list(viewer, UPCOMING)),
    viewer !== 0 ? prefetch(activityPeopleQuery(viewer)) : null,
  ]);
  return (
    <Hydrate>
      <FeedShell title={t('hubTitle')} intro={t('hubIntro')} icon={UsersRound} viewer={viewer} timeZone={timeZone} renderedAt={renderedAt}>
        <HubMessages namespaces={['activity', 'groups', 'events', 'places']}>
          <CommunityHub />
        </HubMessages>
      </FeedShell>
    </Hydrate>
  );
}
