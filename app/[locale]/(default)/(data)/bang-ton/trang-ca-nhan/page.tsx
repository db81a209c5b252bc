import { UserRound } from 'lucide-react';
import { MemberGate } from '@/components/auth/member-gate';
import { FeedShell } from '@/components/feed/feed-shell';
import { metadataFromMessages } from '@/lib/page-kit/metadata';
import { feedRequest, type FeedPageProps } from '../_feed/feed-page';
import { findProfile, ProfilePageBody } from '../_feed/profile-page';

export const generateMetadata = metadataFromMessages('feed', { title: 'meta.profileTitle', description: 'meta.profileDescription', noindex: true });

/** /bang-ton/trang-ca-nhan: the member's own profile, with the composer and the edit dialog; guests get the login form. */
export default async function MyProfilePage({ params }: FeedPageProps) {
  const { viewer, timeZone, renderedAt, t } = await feedRequest(params);
  const profile = viewer !== 0 ? await findProfile(viewer, viewer) : null;
  if (!profile) {
    return (
      <FeedShell title={t('meta.profileTitle')} icon={UserRound} viewer={viewer} timeZone={timeZone} renderedAt={renderedAt}>
        <MemberGate title={t('profile.guestTitle')} text={t('profile.guestText')} login={t('profile.login')} icon={<UserRound aria-hidden />} />
      </FeedShell>
    );
  }
  return <ProfilePageBody userId={viewer} profile={profile} title={t('meta.profileTitle')} viewer={viewer} memberShell={false} timeZone={timeZone} renderedAt={renderedAt} />;
}
