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

/** /bang-ton/trang-ca-nhan/{userId}: a member's profile as the reader may see it; unknown or blocked is the 404. */
export default async function ProfilePage({ params }: Props) {
  const { userId } = await params;
  const { viewer, timeZone, renderedAt, t } = await feedRequest(params);
  const id = positiveId(userId);
  const profile = id === null ? null : await findProfile(viewer, id);
  if (!profile) routeValidationNotFound(profilePath(id ?? 0));
  const title = profile.relation === 'self' ? t('meta.profileTitle') : t('meta.memberTitle', { name: profile.author.displayName });
  return <ProfilePageBody profile={profile} title={title} viewer={viewer} timeZone={timeZone} renderedAt={renderedAt} />;
}
