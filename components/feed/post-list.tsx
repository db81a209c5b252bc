'use client';

import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/page-kit/list-states';
import { ListMore } from '@/components/page-kit/list-more';
import { feedListQuery, type FeedListParams } from '@/lib/api/queries/feed';
import type { Post } from '@/lib/contract/feed';
import { useFeedViewer } from './feed-viewer';
import { PostCard } from './post-card';
import { PostSkeletons } from './post-skeleton';

type ListT = ReturnType<typeof useTranslations<'feed.list'>>;

/** The feed list's words for the foot of a list of posts. */
export const moreLabels = (t: ListT) => ({ more: t('more'), loadingMore: t('loadingMore'), moreFailed: t('moreFailed'), retry: t('retry'), end: t('end') });

/** Posts can move between pages as new ones arrive; each is shown once. */
function uniquePosts(pages: readonly { list: Post[] }[]): Post[] {
  const seen = new Set<number>();
  return pages.flatMap((p) => p.list).filter((post) => !seen.has(post.id) && seen.add(post.id));
}

/**
 * A list of posts: placeholders, then the first page (the server's, when it drew one), then the next
 * pages by cursor as the reader nears the end, with a button for the same; a real empty state and a retry.
 */
export function PostList({ params, empty, label }: { params: FeedListParams; empty: ReactNode; label: string }) {
  const t = useTranslations('feed.list');
  const { viewer } = useFeedViewer();
  const query = useInfiniteQuery(feedListQuery(viewer, params));
  const { data, isPending, isError, refetch, isFetchingNextPage } = query;

  if (isPending) return <PostSkeletons label={t('loading')} />;
  if (isError && !data) return <ErrorState title={t('failed')} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  const posts = uniquePosts(data.pages);
  if (posts.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} aria-busy={isFetchingNextPage || undefined} className="flex flex-col gap-3" data-testid="post-list">
        {posts.map((post, i) => (
          <li key={post.id}>
            <PostCard post={post} eager={i === 0} />
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {t('shown', { count: posts.length })}
      </p>
      <ListMore pages={query} labels={moreLabels(t)} auto loading={<PostSkeletons label={t('loadingMore')} count={1} />} />
    </div>
  );
}
