import { FeedShell } from '@/components/feed/feed-shell';
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
  profile: FeedProfile;
  title: string;
  viewer: number;
  timeZone: string;
  renderedAt: number;
}

/** A profile page drawn with its header and the member's first posts. */
export async function ProfilePageBody({ profile, title, viewer, timeZone, renderedAt }: ProfilePageBodyProps) {
  const userId = profile.author.userId;
  prefill(feedProfileQuery(viewer, userId).queryKey, profile);
  await prefetchFirstPage(viewer, { scope: 'member', id: userId, sort: 'newest' });
  return (
    <Hydrate>
      <FeedShell title={title} icon={UserRound} viewer={viewer} timeZone={timeZone} renderedAt={renderedAt}>
        <ProfileView userId={userId} />
      </FeedShell>
    </Hydrate>
  );
}
