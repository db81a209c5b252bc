import { getTranslations } from 'next-intl/server';
import { Activity } from 'lucide-react';
import { ActivityView } from '@/components/activity/activity-view';
import { MemberGate } from '@/components/auth/member-gate';
import { FeedShell } from '@/components/feed/feed-shell';
import { activityKeys, activityListFirstPage } from '@/lib/api/queries/activity';
import { metadataFromMessages } from '@/lib/page-kit/metadata';
import { Hydrate } from '@/server/api/hydrate';
import { feedRequest, type FeedPageProps } from '../_feed/feed-page';
import { HubMessages, prefetchFirst } from '../_hub/hub-page';

export const generateMetadata = metadataFromMessages('activity', { title: 'meta.activityTitle', description: 'meta.activityDescription', noindex: true });

/** /bang-ton/hoat-dong-gan-day: what the member's friends did lately, and their notifications; guests get the login form. */
export default async function RecentActivityPage({ params, searchParams }: FeedPageProps) {
  const [{ locale, viewer, timeZone, renderedAt }, search] = await Promise.all([feedRequest(params), searchParams]);
  const t = await getTranslations({ locale, namespace: 'activity.meta' });
  if (viewer !== 0) await prefetchFirst(activityListFirstPage(viewer), activityKeys.list(viewer));
  return (
    <Hydrate>
      <FeedShell title={t('activityTitle')} intro={t('activityIntro')} icon={Activity} viewer={viewer} timeZone={timeZone} renderedAt={renderedAt}>
        <HubMessages namespaces={['activity']}>
          {viewer !== 0 ? (
            <ActivityView initialView={search.view === 'inbox' ? 'inbox' : 'friends'} />
          ) : (
            <MemberGate title={t('guestTitle')} text={t('guestText')} login={t('login')} icon={<Activity aria-hidden />} />
          )}
        </HubMessages>
      </FeedShell>
    </Hydrate>
  );
}
