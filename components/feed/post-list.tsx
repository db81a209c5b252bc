'use client';

import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/page-kit/list-states';
import { Button } from '@/components/ui/button';
import { feedListQuery, type FeedListParams } from '@/lib/api/queries/feed';
import type { Post } from '@/lib/contract/feed';
import { useFeedViewer } from './feed-viewer';
import { PostCard } from './post-card';
import { PostSkeletons } from './post-skeleton';
import { useNearEnd } from './use-near-end';

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
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useInfiniteQuery(feedListQuery(viewer, params));
  const canAutoLoad = Boolean(hasNextPage) && !isFetchingNextPage && !isFetchNextPageError;
  const sentinel = useNearEnd<HTMLDivElement>(() => void fetchNextPage(), canAutoLoad);

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
      <div ref={sentinel} className="flex flex-col items-center gap-2 pb-2 text-center text-sm text-muted">
        {isFetchingNextPage ? <PostSkeletons label={t('loadingMore')} count={1} /> : null}
        {isFetchNextPageError && !isFetchingNextPage ? <p role="alert">{t('moreFailed')}</p> : null}
        {hasNextPage && !isFetchingNextPage ? (
          <Button variant="outline" size="sm" onClick={() => void fetchNextPage()}>
            {isFetchNextPageError ? t('retry') : t('more')}
          </Button>
        ) : null}
        {!hasNextPage ? <p>{t('end')}</p> : null}
      </div>
    </div>
  );
}
