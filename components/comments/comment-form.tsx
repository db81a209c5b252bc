'use client';

import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { LogIn, Send } from 'lucide-react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { COMMENT_LIMITS } from '@/lib/domain/comments';
import { useIsMember } from '@/lib/stores/session-store';
import { usePostComment } from './use-comment-writes';

interface CommentFormProps {
  /** The comment answered; the server files a reply to a reply under its top comment. */
  parentId?: number;
  /** Whom a reply answers, for its label. */
  replyTo?: string;
  onDone?: () => void;
  autoFocus?: boolean;
}

const length = (text: string) => [...text.trim()].length;

/** Writes a comment or a reply. A guest sees where to write and gets the login form when they try. */
export function CommentForm({ parentId, replyTo, onDone, autoFocus = false }: CommentFormProps) {
  const t = useTranslations('comments.form');
  const isMember = useIsMember();
  const id = useId();
  const [text, setText] = useState('');
  const post = usePostComment(() => {
    setText('');
    onDone?.();
  });
  const label = replyTo ? t('replyLabel', { name: replyTo }) : t('label');

  if (!isMember) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => openAuthDialog('login')}
        className="flex min-h-12 w-full items-center gap-2 rounded-xl border border-border bg-surface px-4 text-left text-sm text-muted transition hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
        data-testid="comment-guest-write"
      >
        <LogIn aria-hidden className="size-4 shrink-0" />
        {t('guestLabel')}
      </button>
    );
  }

  const used = length(text);
  const over = used - COMMENT_LIMITS.bodyMax;
  const canSend = used > 0 && over <= 0 && !post.isPending;
  const send = () => {
    if (canSend) post.mutate({ body: text, parentId });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send();
  };
  // Ctrl+Enter (⌘+Enter) sends, as in most comment boxes; Enter alone starts a new line.
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      send();
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" data-testid={parentId ? 'reply-form' : 'comment-form'}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        rows={parentId ? 2 : 3}
        autoFocus={autoFocus}
        placeholder={parentId ? t('replyPlaceholder') : t('placeholder')}
        aria-describedby={`${id}-count`}
        aria-invalid={over > 0 || undefined}
        className="w-full resize-y rounded-xl border border-border bg-surface px-3 py-2.5 text-base text-fg placeholder:text-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/40 md:text-sm"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-count`} className={cn('text-xs tabular-nums', over > 0 ? 'font-semibold text-live' : 'text-muted')} aria-live="polite">
          {over > 0 ? t('tooLong', { n: over }) : used > COMMENT_LIMITS.bodyMax * 0.8 ? t('remaining', { n: COMMENT_LIMITS.bodyMax - used }) : null}
        </p>
        <div className="ml-auto flex items-center gap-2">
          {onDone ? (
            <Button variant="ghost" size="sm" onClick={onDone}>
              {t('cancel')}
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={!canSend} aria-busy={post.isPending || undefined}>
            <Send aria-hidden />
            {t('submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
