'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Lock, MessageSquarePlus } from 'lucide-react';
import { Composer } from '@/components/feed/composer';
import { ComposerGuest } from '@/components/feed/composer-guest';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { EmptyState } from '@/components/page-kit/empty-state';
import { feedKeys, type FeedPage } from '@/lib/api/queries/feed';
import type { CursorPages } from '@/lib/api/queries/cursor-list';
import { groupFeedParams, type GroupDetail } from '@/lib/api/queries/groups';
import type { Post } from '@/lib/contract/feed';
import { useIsMember } from '@/lib/stores/session-store';
import { GroupJoinButton } from './group-join-button';
import { GroupPartyButton } from './group-party-button';
import { GroupPostList, PinnedPosts } from './group-post-list';

/**
 * A group's posts: pinned ones first, the composer (and planning a watch party) for members, then the
 * rest newest first. A private group shows none to outsiders.
 */
export function GroupFeed({ group }: { group: GroupDetail }) {
  const t = useTranslations('groups.feed');
  const client = useQueryClient();
  const { viewer } = useFeedViewer();
  const isMember = useIsMember();
  if (!group.canRead) {
    return (
      <EmptyState icon={<Lock aria-hidden />} title={t('lockedTitle')} description={t('lockedText')} action={<GroupJoinButton group={group} size="md" />} className="py-12" />
    );
  }
  // The feed's own lists take a new post by themselves; the group's list is told here.
  const posted = (post: Post) =>
    client.setQueryData<CursorPages<Post>>(feedKeys.list(viewer, groupFeedParams(group.id)), (data) => {
      const first: FeedPage | undefined = data?.pages[0];
      return data && first ? { ...data, pages: [{ ...first, list: [post, ...first.list] }, ...data.pages.slice(1)] } : data;
    });
  return (
    <div className="flex flex-col gap-4" data-testid="group-feed">
      <PinnedPosts group={group} />
      {!isMember ? (
        <ComposerGuest />
      ) : group.membership === 'member' ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-surface px-4 py-2.5">
            <span className="text-sm text-muted">{t('partyLead')}</span>
            <GroupPartyButton group={group} />
          </div>
          <Composer groupId={group.id} onPosted={posted} />
        </>
      ) : (
        <p className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-dashed border-border bg-surface px-4 py-3 text-sm text-muted">
          {t(group.membership === 'pending' ? 'waitToPost' : 'joinToPost')}
          <GroupJoinButton group={group} />
        </p>
      )}
      <GroupPostList group={group} empty={<EmptyState icon={<MessageSquarePlus aria-hidden />} title={t('emptyTitle')} description={t('emptyText')} />} />
    </div>
  );
}
