'use client';

import type { ReactNode } from 'react';
import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Pin, PinOff } from 'lucide-react';
import { ErrorState } from '@/components/page-kit/list-states';
import { Button } from '@/components/ui/button';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { PostCard } from '@/components/feed/post-card';
import { PostSkeletons } from '@/components/feed/post-skeleton';
import { moreLabels } from '@/components/feed/post-list';
import { ListMore } from '@/components/page-kit/list-more';
import { cursorItems } from '@/lib/api/queries/cursor-list';
import { feedListQuery, feedPostQuery } from '@/lib/api/queries/feed';
import { groupFeedParams, type GroupDetail } from '@/lib/api/queries/groups';
import type { Post } from '@/lib/contract/feed';
import { useGroupPins } from './use-group-pins';

/** A post of the group, with the pin switch for those who moderate it. */
function GroupPost({ post, group, pinned, eager }: { post: Post; group: GroupDetail; pinned: boolean; eager?: boolean }) {
  const t = useTranslations('groups.pins');
  const pins = useGroupPins(group.id);
  return (
    <div className="flex flex-col gap-1">
      {pinned || group.canModerate ? (
        <div className="flex items-center justify-between gap-2 px-1 text-xs">
          {pinned ? (
            <span className="inline-flex items-center gap-1 font-semibold text-accent" data-testid="pinned-mark">
              <Pin aria-hidden className="size-3.5" />
              {t('mark')}
            </span>
          ) : <span />}
          {group.canModerate ? (
            <Button variant="ghost" size="sm" disabled={pins.isPending} onClick={() => pins.mutate({ postId: post.id, pin: !pinned })} aria-label={t(pinned ? 'unpinLabel' : 'pinLabel', { name: post.author.displayName })}>
              {pinned ? <PinOff aria-hidden /> : <Pin aria-hidden />}
              {t(pinned ? 'unpin' : 'pin')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <PostCard post={post} eager={eager} inGroupId={group.id} />
    </div>
  );
}

/** The group's pinned posts, newest pin first; one gone meanwhile is left out. */
export function PinnedPosts({ group }: { group: GroupDetail }) {
  const t = useTranslations('groups.pins');
  const { viewer } = useFeedViewer();
  const posts = useQueries({ queries: group.pinnedPostIds.map((id) => ({ ...feedPostQuery(viewer, id), retry: false })) });
  const shown = posts.flatMap((q) => (q.data ? [q.data] : []));
  if (shown.length === 0) return null;
  return (
    <section aria-label={t('title')} className="flex flex-col gap-3 rounded-2xl bg-accent/6 p-2 ring-1 ring-accent/20 sm:p-3" data-testid="pinned-posts">
      {shown.map((post, i) => (
        <GroupPost key={post.id} post={post} group={group} pinned eager={i === 0} />
      ))}
    </section>
  );
}

/** The group's posts, newest first, page by page as the reader nears the end; pinned ones are shown above, not again here. */
export function GroupPostList({ group, empty }: { group: GroupDetail; empty: ReactNode }) {
  const t = useTranslations('feed.list');
  const { viewer } = useFeedViewer();
  const query = useInfiniteQuery(feedListQuery(viewer, groupFeedParams(group.id)));
  const { data, isPending, isError, refetch, isFetchingNextPage } = query;
  if (isPending) return <PostSkeletons label={t('loading')} />;
  if (isError && !data) return <ErrorState title={t('failed')} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  const all = cursorItems(data, (p) => p.id);
  if (all.length === 0) return <>{empty}</>;
  const pinned = new Set(group.pinnedPostIds);
  const posts = all.filter((p) => !pinned.has(p.id));
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={t('label')} aria-busy={isFetchingNextPage || undefined} className="flex flex-col gap-3" data-testid="post-list">
        {posts.map((post) => (
          <li key={post.id}>
            <GroupPost post={post} group={group} pinned={false} />
          </li>
        ))}
      </ul>
      <ListMore pages={query} labels={moreLabels(t)} auto loading={<PostSkeletons label={t('loadingMore')} count={1} />} />
    </div>
  );
}
