import { getTranslations } from 'next-intl/server';
import { FeedShell } from '@/components/feed/feed-shell';
import { ProfileSkeleton } from '@/components/feed/profile-skeleton';
import { ProfileView } from '@/components/feed/profile-view';
import { UserRound } from 'lucide-react';
import { Hydrate } from '@/server/api/hydrate';
import { prefill, serverQuery } from '@/server/api/server-query';
import { feedProfileQuery, type FeedProfile } from '@/lib/api/queries/feed';
import { foundOrNull } from '@/server/api/page-data';
import { prefetchFirstPage } from './feed-page';

/** The profile the reader may see, or null (unknown, or a block between the two: the 404). */
export async function findProfile(viewer: number, userId: number): Promise<FeedProfile | null> {
  return foundOrNull(await serverQuery(feedProfileQuery(viewer, userId)), `profile ${userId}`);
}

interface ProfilePageBodyProps {
  userId: number;
  /** As the server may show it; null on a members' shell when a guest may not see it. */
  profile: FeedProfile | null;
  title: string;
  viewer: number;
  /** Drawn as the members' shell: the member's browser reads the profile and posts as theirs. */
  memberShell: boolean;
  timeZone: string;
  renderedAt: number;
}

/** A profile page drawn with its header and the member's first posts, or as the members' shell. */
export async function ProfilePageBody({ userId, profile, title, viewer, memberShell, timeZone, renderedAt }: ProfilePageBodyProps) {
  if (profile && !memberShell) {
    prefill(feedProfileQuery(viewer, userId).queryKey, profile);
    await prefetchFirstPage(viewer, { scope: 'member', id: userId, sort: 'newest' });
  }
  const t = await getTranslations('feed.profile');
  return (
    <Hydrate>
      <FeedShell
        title={title}
        icon={UserRound}
        viewer={viewer}
        timeZone={timeZone}
        renderedAt={renderedAt}
        shellPlaceholder={memberShell ? <ProfileSkeleton label={t('loading')} /> : undefined}
      >
        <ProfileView userId={userId} />
      </FeedShell>
    </Hydrate>
  );
}
