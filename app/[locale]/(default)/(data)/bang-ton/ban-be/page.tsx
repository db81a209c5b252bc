import { getTranslations } from 'next-intl/server';
import { Users } from 'lucide-react';
import { FriendsView } from '@/components/community/friends-view';
import { MemberGate } from '@/components/auth/member-gate';
import { SectionMessages } from '@/components/i18n/section-messages';
import { blockedList } from '@/lib/contract/friends';
import { friendList } from '@/lib/contract/friends';
import { serverApiResult } from '@/server/api/server-api';
import { viewerZone } from '@/lib/page-kit/context';
import { serverViewer } from '../../chatroom/_shared/viewer';
import { communityLocale, communityMetadata, type CommunityRouteProps } from '../../_community/community-route';
import { PageHeader } from '@/components/page-kit/page-header';
import { PageShell } from '@/components/page-kit/page-shell';

export const generateMetadata = communityMetadata('friends');

/** /bang-ton/ban-be: the member's friends and friend requests; guests are asked to log in. */
export default async function FriendsPage({ params }: CommunityRouteProps) {
  const locale = await communityLocale(params);
  const [t, lists, blocked, viewer, timeZone] = await Promise.all([
    getTranslations({ locale, namespace: 'community.friends' }),
    serverApiResult(friendList),
    serverApiResult(blockedList),
    serverViewer(),
    viewerZone(),
  ]);
  return (
    <SectionMessages namespaces={['community']}>
      <PageShell>
        <PageHeader icon={Users} title={t('title')} subtitle={t('intro')} />
        {lists.ok && blocked.ok && viewer !== 0 ? (
          <FriendsView initial={lists.data} blocked={blocked.data} viewer={viewer} timeZone={timeZone} />
        ) : (
          <MemberGate title={t('guestTitle')} text={t('guestText')} login={t('login')} icon={<Users aria-hidden />} />
        )}
      </PageShell>
    </SectionMessages>
  );
}
