'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { Post } from '@/lib/contract/feed';
import { useFeedViewer } from './feed-viewer';
import { PostActions } from './post-actions';
import { PostHeader } from './post-header';
import { PostImages } from './post-images';
import { PostMatchCard } from './post-match';
import { PostMenu, type PostPanelKind } from './post-menu';
import { PostPoll } from './post-poll';
import { PostShared } from './post-shared';
import { PostText } from './post-text';

// Report, delete and edit load when the member first picks one from the menu.
const PostPanel = dynamic(() => import('./post-panels').then((m) => m.PostPanel), { ssr: false });

interface PostCardProps {
  post: Post;
  /** At the top of the page: its first picture loads at once. */
  eager?: boolean;
  /** A post's own page shows the whole text and its comments open. */
  detail?: boolean;
  /** On a group's own page: the group whose name the card need not repeat. */
  inGroupId?: number;
}

/** One post: who and when, the text, pictures, poll, match or shared post, then reactions, comments, share and save. */
export function PostCard({ post, eager = false, detail = false, inGroupId }: PostCardProps) {
  const t = useTranslations('feed.post');
  const { timeZone } = useFeedViewer();
  const [panel, setPanel] = useState<PostPanelKind | null>(null);
  return (
    <article
      aria-label={t('label', { name: post.author.displayName })}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3 text-fg shadow-sm shadow-black/[0.03] sm:p-4"
      data-testid="post"
      data-post-id={post.id}
      data-state={post.state}
    >
      <PostHeader post={post} hideGroupId={inGroupId} menu={<PostMenu post={post} onPanel={setPanel} />} />
      {panel ? <PostPanel post={post} kind={panel} onClose={() => setPanel(null)} /> : null}
      {panel !== 'edit' ? <PostText post={post} full={detail} /> : null}
      <PostImages images={post.images} eager={eager} />
      <PostPoll post={post} />
      {post.match ? <PostMatchCard match={post.match} timeZone={timeZone} /> : null}
      <PostShared post={post} inGroupId={inGroupId} />
      <PostActions post={post} commentsOpen={detail} />
    </article>
  );
}
