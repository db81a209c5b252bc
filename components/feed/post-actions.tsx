'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { Bookmark, BookmarkCheck, MessageCircle, Share2 } from 'lucide-react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { ListLoading } from '@/components/page-kit/list-loading';
import { cn } from '@/components/ui/cn';
import type { Post } from '@/lib/contract/feed';
import { formatCount } from '@/lib/format/count';
import { useIsMember } from '@/lib/stores/session-store';
import { PostReactions } from './post-reactions';
import { useSavePost } from './use-post-writes';

// The comments and the share form load when first opened: most readers scroll past.
const CommentsPanel = dynamic(() => import('@/components/comments/comments-panel').then((m) => m.CommentsPanel), { ssr: false, loading: CommentsLoading });
const ShareDialog = dynamic(() => import('./share-dialog').then((m) => m.ShareDialog), { ssr: false });

function CommentsLoading() {
  const t = useTranslations('feed.post');
  return <ListLoading label={t('commentsLoading')} rows={2} className="flex flex-col gap-3" itemClassName="h-16" />;
}

const action = 'inline-flex h-9 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-muted transition hover:bg-surface-2 hover:text-fg [&_svg]:size-[18px] sm:flex-none sm:px-3';

/** Under a post: reactions, then comment, share and save; the comments open beneath. */
export function PostActions({ post, commentsOpen = false }: { post: Post; commentsOpen?: boolean }) {
  const t = useTranslations('feed.post');
  const locale = useLocale();
  const isMember = useIsMember();
  const [comments, setComments] = useState(commentsOpen);
  const [sharing, setSharing] = useState(false);
  // The open panel reads the count afresh as comments are written; the card shows that one.
  const [readCount, setReadCount] = useState<number | null>(null);
  const commentCount = readCount ?? post.commentCount;
  const save = useSavePost(post);
  const canShare = post.state === 'visible' && post.audience === 'public';
  const share = () => (isMember ? setSharing(true) : openAuthDialog('login'));
  const toggleSave = () => {
    if (!isMember) return openAuthDialog('login');
    if (!save.isPending) save.mutate(!post.saved);
  };
  const commentsId = `post-${post.id}-comments`;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PostReactions post={post} />
        {post.shareCount > 0 ? <span className="text-xs text-muted">{t('shares', { count: post.shareCount, shown: formatCount(post.shareCount, locale) })}</span> : null}
      </div>
      <div className="flex items-center gap-1 border-t border-border pt-1.5">
        <button
          type="button"
          className={action}
          aria-expanded={comments}
          aria-controls={commentsId}
          onClick={() => setComments(!comments)}
        >
          <MessageCircle aria-hidden />
          {t('comment')}
          {commentCount > 0 ? <span className="tabular-nums">{` ${formatCount(commentCount, locale)}`}</span> : null}
        </button>
        {canShare ? (
          <button type="button" className={action} aria-haspopup="dialog" onClick={share}>
            <Share2 aria-hidden />
            {t('share')}
          </button>
        ) : null}
        <button type="button" className={cn(action, post.saved && 'text-accent hover:text-accent')} aria-pressed={post.saved} aria-busy={save.isPending || undefined} onClick={toggleSave}>
          {post.saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
          {post.saved ? t('saved') : t('save')}
        </button>
      </div>
      {comments ? (
        <section id={commentsId} aria-label={t('commentsOf', { name: post.author.displayName })} className="border-t border-border pt-3">
          <CommentsPanel kind="post" itemId={post.id} headingId={`${commentsId}-heading`} onCount={setReadCount} />
        </section>
      ) : null}
      {sharing ? <ShareDialog post={post} onClose={() => setSharing(false)} /> : null}
    </div>
  );
}
