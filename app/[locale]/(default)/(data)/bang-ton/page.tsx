import { FeedSortLinks } from '@/components/feed/feed-nav';
import { FeedHome } from '@/components/feed/feed-home';
import { FeedShell } from '@/components/feed/feed-shell';
import { PostSkeletons } from '@/components/feed/post-skeleton';
import { metadataFromMessages } from '@/lib/page-kit/metadata';
import { Hydrate } from '@/server/api/hydrate';
import { feedRequest, prefetchFirstPage, sortOf, type FeedPageProps } from './_feed/feed-page';

export const generateMetadata = metadataFromMessages('feed', { title: 'meta.title', description: 'meta.description' });

/** /bang-ton: the community feed, ranked or newest first; its first page is drawn with the page, or by a member's browser into the members' shell. */
export default async function FeedPage({ params, searchParams }: FeedPageProps) {
  const [{ viewer, memberShell, timeZone, renderedAt, t }, search] = await Promise.all([feedRequest(params), searchParams]);
  const sort = sortOf(search);
  // A members' shell leaves the member's own first page to their browser.
  if (!memberShell) await prefetchFirstPage(viewer, { scope: 'home', sort });
  return (
    <Hydrate>
      <FeedShell
        title={t('title')}
        intro={t('intro')}
        action={<FeedSortLinks sort={sort} />}
        viewer={viewer}
        timeZone={timeZone}
        renderedAt={renderedAt}
        shellPlaceholder={memberShell ? <PostSkeletons label={t('list.loading')} /> : undefined}
      >
        <FeedHome sort={sort} />
      </FeedShell>
    </Hydrate>
  );
}
