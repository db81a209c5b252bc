import { getTranslations } from 'next-intl/server';
import { Users } from 'lucide-react';
import { FriendsView } from '@/components/community/friends-view';
import { FeedTabs } from '@/components/feed/feed-nav';
import { MemberGate } from '@/components/auth/member-gate';
import { SectionMessages } from '@/components/i18n/section-messages';
import { blockedMembersQuery, friendListsQuery } from '@/lib/api/queries/friends';
import { viewerZone } from '@/lib/page-kit/context';
import { Hydrate } from '@/server/api/hydrate';
import { prefetch } from '@/server/api/server-query';
import { serverViewer } from '@/server/api/server-viewer';
import { communityLocale, communityMetadata, type CommunityRouteProps } from '../../_community/community-route';
import { PageHeader } from '@/components/page-kit/page-header';
import { PageShell } from '@/components/page-kit/page-shell';

export const generateMetadata = communityMetadata('friends');

/** /bang-ton/ban-be: the member's friends and friend requests; guests are asked to log in. */
export default async function FriendsPage({ params }: CommunityRouteProps) {
  const locale = await communityLocale(params);
  const [t, viewer, timeZone] = await Promise.all([getTranslations({ locale, namespace: 'community.friends' }), serverViewer(), viewerZone()]);
  // The lists travel with the page; one that could not be read is asked for again by the browser.
  if (viewer !== 0) await Promise.all([prefetch(friendListsQuery(viewer)), prefetch(blockedMembersQuery(viewer))]);
  return (
    <SectionMessages namespaces={['community']}>
      <PageShell>
        <PageHeader icon={Users} title={t('title')} subtitle={t('intro')}>
          {/* The friends page belongs to the feed: its tabs lead back to the feed and the member's profile. */}
          <div className="mt-3">
            <FeedTabs />
          </div>
        </PageHeader>
        {viewer !== 0 ? (
          <Hydrate>
            <FriendsView viewer={viewer} timeZone={timeZone} />
          </Hydrate>
        ) : (
          <MemberGate title={t('guestTitle')} text={t('guestText')} login={t('login')} icon={<Users aria-hidden />} />
        )}
      </PageShell>
    </SectionMessages>
  );
}
