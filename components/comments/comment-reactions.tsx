'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SmilePlus } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { cn } from '@/components/ui/cn';
import { Dropdown } from '@/components/ui/dropdown';
import { reactToComment } from '@/lib/api/queries/comments';
import type { Comment } from '@/lib/contract/comments';
import { COMMENT_REACTIONS, REACTION_EMOJI, type CommentReaction } from '@/lib/domain/comments';
import { formatCount } from '@/lib/format/count';
import { useIsMember } from '@/lib/stores/session-store';
import { commentErrorKey, isUnauthorized } from './comment-errors';

type Reactions = Pick<Comment, 'reactions' | 'myReaction'>;

/** The counts after the viewer's reaction moves from `from` to `to`. */
function moved(state: Reactions, to: CommentReaction | null): Reactions {
  const reactions = { ...state.reactions };
  const from = state.myReaction;
  if (from) reactions[from] = Math.max(0, (reactions[from] ?? 0) - 1) || undefined;
  if (to) reactions[to] = (reactions[to] ?? 0) + 1;
  for (const key of COMMENT_REACTIONS) if (!reactions[key]) delete reactions[key];
  return { reactions, myReaction: to };
}

/** The reactions a comment drew, each a toggle, and a picker for another; shown at once, undone if refused. */
export function CommentReactions({ comment }: { comment: Comment }) {
  const t = useTranslations('comments');
  const locale = useLocale();
  const isMember = useIsMember();
  const [state, setState] = useState<Reactions>({ reactions: comment.reactions, myReaction: comment.myReaction });
  const [busy, setBusy] = useState(false);

  async function choose(reaction: CommentReaction) {
    if (!isMember) return openAuthDialog('login');
    if (busy) return;
    const before = state;
    const to = state.myReaction === reaction ? null : reaction;
    setState(moved(state, to));
    setBusy(true);
    try {
      const answer = await reactToComment({ id: comment.id, reaction: to });
      setState({ reactions: answer.reactions, myReaction: answer.myReaction });
    } catch (err) {
      setState(before);
      if (isUnauthorized(err)) openAuthDialog('login');
      else toast.error(t(`errors.${commentErrorKey(err, 'react')}`));
    } finally {
      setBusy(false);
    }
  }

  const shown = COMMENT_REACTIONS.filter((r) => (state.reactions[r] ?? 0) > 0);
  return (
    <div role="group" aria-label={t('reactions.label')} className="flex flex-wrap items-center gap-1.5">
      {shown.map((r) => {
        const count = state.reactions[r] ?? 0;
        return (
          <button
            key={r}
            type="button"
            aria-pressed={state.myReaction === r}
            aria-busy={busy || undefined}
            aria-label={t('reactions.count', { reaction: t(`reactions.${r}`), count })}
            onClick={() => void choose(r)}
            className={cn(
              'inline-flex h-7 items-center gap-1 rounded-full border px-2 text-xs font-semibold tabular-nums transition',
              state.myReaction === r ? 'border-accent bg-accent/12 text-accent' : 'border-border bg-surface text-fg hover:bg-surface-2',
            )}
          >
            <span aria-hidden>{REACTION_EMOJI[r]}</span>
            <span aria-hidden>{formatCount(count, locale)}</span>
          </button>
        );
      })}
      <Dropdown
        align="start"
        label={t('reactions.pick')}
        trigger={<SmilePlus aria-hidden />}
        triggerClassName="h-7 rounded-full px-1.5 text-muted hover:text-fg [&_svg]:size-4"
        panelClassName="min-w-0"
      >
        {(close) => (
          <div className="flex gap-0.5">
            {COMMENT_REACTIONS.map((r) => (
              <button
                key={r}
                type="button"
                aria-pressed={state.myReaction === r}
            aria-busy={busy || undefined}
                aria-label={t(`reactions.${r}`)}
                title={t(`reactions.${r}`)}
                onClick={() => {
                  close();
                  void choose(r);
                }}
                className={cn('flex size-9 items-center justify-center rounded-lg text-lg transition hover:bg-surface-2', state.myReaction === r && 'bg-accent/12')}
              >
                <span aria-hidden>{REACTION_EMOJI[r]}</span>
              </button>
            ))}
          </div>
        )}
      </Dropdown>
    </div>
  );
}
