'use client';

import { useState, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ChevronDown, ChevronUp, MessageCircleReply } from 'lucide-react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Button } from '@/components/ui/button';
import { commentRepliesQuery } from '@/lib/api/queries/comments';
import { pagedItems } from '@/lib/api/queries/paged';
import type { Comment } from '@/lib/contract/comments';
import { useIsMember } from '@/lib/stores/session-store';
import { useCommentScope } from './comment-context';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

/** What a reply answers: the comment's id (the server files it under the top comment) and its author. */
interface ReplyTarget {
  id: number;
  name: string;
}

/** A top comment with its replies (opened on demand) and the form to answer it or one of its replies. */
export function CommentThread({ comment }: { comment: Comment }) {
  const t = useTranslations('comments');
  const isMember = useIsMember();
  const [open, setOpen] = useState(false);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const startReply = (target: ReplyTarget) => {
    if (!isMember) return openAuthDialog('login');
    setReplyTo(target);
    setOpen(true);
  };
  const replyButton = (c: Comment) =>
    c.state === 'visible' ? (
      <Button variant="ghost" size="sm" className="h-7 px-2 text-muted hover:text-fg" onClick={() => startReply({ id: c.id, name: c.author.displayName })}>
        <MessageCircleReply aria-hidden />
        {t('reply')}
      </Button>
    ) : null;

  return (
    <div className="flex flex-col gap-2 py-4" data-testid="comment-thread">
      <CommentItem comment={comment} actions={replyButton(comment)} />
      <div className="ml-[3.25rem] flex flex-col gap-2">
        {comment.replyCount > 0 ? (
          <Button variant="ghost" size="sm" className="self-start px-2 text-accent" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            {open ? t('replies.hide') : t('replies.show', { n: comment.replyCount })}
          </Button>
        ) : null}
        {open && comment.replyCount > 0 ? <Replies parent={comment} replyButton={replyButton} /> : null}
        {replyTo ? <CommentForm key={replyTo.id} parentId={replyTo.id} replyTo={replyTo.name} onDone={() => setReplyTo(null)} autoFocus /> : null}
      </div>
    </div>
  );
}

function Replies({ parent, replyButton }: { parent: Comment; replyButton: (c: Comment) => ReactNode }) {
  const t = useTranslations('comments');
  const { kind, itemId, viewerId } = useCommentScope();
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage, isError, refetch } = useInfiniteQuery(commentRepliesQuery(kind, itemId, parent.id, viewerId));
  if (isError && !data) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" role="alert">
        {t('errors.load')}
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          {t('errors.retry')}
        </Button>
      </p>
    );
  }
  const replies = pagedItems(data);
  return (
    <>
      <ul aria-label={t('replies.label', { name: parent.author.displayName })} className="flex flex-col gap-3" aria-busy={!data || isFetchingNextPage || undefined}>
        {replies.map((r) => (
          <li key={r.id}>
            <CommentItem comment={r} actions={replyButton(r)} compact />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <Button variant="ghost" size="sm" className="self-start px-2 text-accent" aria-disabled={isFetchingNextPage || undefined} onClick={() => void fetchNextPage()}>
          {t('replies.more')}
        </Button>
      ) : null}
    </>
  );
}
