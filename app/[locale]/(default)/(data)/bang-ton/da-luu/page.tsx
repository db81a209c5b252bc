import { Bookmark } from 'lucide-react';
import { MemberGate } from '@/components/auth/member-gate';
import { FeedShell } from '@/components/feed/feed-shell';
import { SavedPosts } from '@/components/feed/saved-posts';
import { metadataFromMessages } from '@/lib/page-kit/metadata';
import { Hydrate } from '@/server/api/hydrate';
import { feedRequest, prefetchFirstPage, type FeedPageProps } from '../_feed/feed-page';

export const generateMetadata = metadataFromMessages('feed', { title: 'meta.savedTitle', description: 'meta.savedDescription', noindex: true });

/** /bang-ton/da-luu: the member's saved posts; guests get the login form. */
export default async function SavedPostsPage({ params }: FeedPageProps) {
  const { viewer, timeZone, renderedAt, t } = await feedRequest(params);
  if (viewer !== 0) await prefetchFirstPage(viewer, { scope: 'saved', sort: 'newest' });
  return (
    <Hydrate>
      <FeedShell title={t('saved.label')} icon={Bookmark} viewer={viewer} timeZone={timeZone} renderedAt={renderedAt}>
        {viewer !== 0 ? (
          <SavedPosts />
        ) : (
          <MemberGate title={t('saved.guestTitle')} text={t('saved.guestText')} login={t('saved.login')} icon={<Bookmark aria-hidden />} />
        )}
      </FeedShell>
    </Hydrate>
  );
}
