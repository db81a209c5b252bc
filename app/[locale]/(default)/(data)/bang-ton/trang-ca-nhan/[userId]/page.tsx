import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { profilePath } from '@/lib/domain/feed';
import { positiveId } from '@/lib/domain/football-urls';
import { localeOf } from '@/lib/page-kit/context';
import { serverViewer } from '@/server/api/server-viewer';
import { feedRequest, type FeedPageProps } from '../../_feed/feed-page';
import { findProfile, ProfilePageBody } from '../../_feed/profile-page';

type Props = FeedPageProps<{ userId: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, userId } = await params;
  const id = positiveId(userId);
  const profile = id === null ? null : await findProfile(await serverViewer(), id);
  if (!profile) return {};
  const t = await getTranslations({ locale: localeOf(locale), namespace: 'feed.meta' });
  const name = profile.author.displayName;
  return { title: t('memberTitle', { name }), description: profile.bio.trim() || t('memberDescription', { name }) };
}

/**
 * /bang-ton/trang-ca-nhan/{userId}: a member's profile as the reader may see it; unknown or blocked is
 * the 404. A members' shell is drawn as a guest sees it and the member's browser reads it as theirs.
 */
export default async function ProfilePage({ params }: Props) {
  const { userId } = await params;
  const { viewer, memberShell, timeZone, renderedAt, t } = await feedRequest(params);
  const id = positiveId(userId);
  const profile = id === null ? null : await findProfile(viewer, id);
  if (id === null || (!profile && !memberShell)) routeValidationNotFound(profilePath(id ?? 0));
  const title = !profile
    ? t('meta.title')
    : profile.relation === 'self'
      ? t('meta.profileTitle')
      : t('meta.memberTitle', { name: profile.author.displayName });
  return <ProfilePageBody userId={id} profile={profile} title={title} viewer={viewer} memberShell={memberShell} timeZone={timeZone} renderedAt={renderedAt} />;
}
