'use client';

import { useLocale, useTranslations } from 'next-intl';
import { SmilePlus } from 'lucide-react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { cn } from '@/components/ui/cn';
import { Dropdown } from '@/components/ui/dropdown';
import type { Post } from '@/lib/contract/feed';
import { POST_REACTIONS } from '@/lib/domain/feed';
import { REACTION_EMOJI } from '@/lib/domain/comments';
import { formatCount } from '@/lib/format/count';
import { useIsMember } from '@/lib/stores/session-store';
import type { PostReaction } from './post-state';
import { useReactToPost } from './use-post-writes';

/**
 * The reactions a post drew, each a toggle, and the picker for another: the comments' set and look.
 * Shown at once in every list holding the post, undone if the server refuses.
 */
export function PostReactions({ post }: { post: Post }) {
  const t = useTranslations('feed.reactions');
  const locale = useLocale();
  const isMember = useIsMember();
  const react = useReactToPost(post);
  const busy = react.isPending;
  const choose = (reaction: PostReaction) => {
    if (!isMember) return openAuthDialog('login');
    if (busy) return;
    react.mutate(post.myReaction === reaction ? null : reaction);
  };
  const shown = POST_REACTIONS.filter((r) => (post.reactions[r] ?? 0) > 0);
  return (
    <div role="group" aria-label={t('label')} className="flex flex-wrap items-center gap-1.5">
      {shown.map((r) => {
        const count = post.reactions[r] ?? 0;
        return (
          <button
            key={r}
            type="button"
            aria-pressed={post.myReaction === r}
            aria-busy={busy || undefined}
            aria-label={t('count', { reaction: t(r), count })}
            onClick={() => choose(r)}
            className={cn(
              'inline-flex h-8 items-center gap-1 rounded-full border px-2.5 text-xs font-semibold tabular-nums transition',
              post.myReaction === r ? 'border-accent bg-accent/12 text-accent' : 'border-border bg-surface text-fg hover:bg-surface-2',
            )}
          >
            <span aria-hidden>{REACTION_EMOJI[r]}</span>
            <span aria-hidden>{formatCount(count, locale)}</span>
          </button>
        );
      })}
      <Dropdown
        align="start"
        label={t('pick')}
        trigger={<SmilePlus aria-hidden />}
        triggerClassName="h-8 rounded-full px-2 text-muted hover:text-fg [&_svg]:size-[18px]"
        panelClassName="min-w-0"
      >
        {(close) => (
          <div className="flex gap-0.5">
            {POST_REACTIONS.map((r) => (
              <button
                key={r}
                type="button"
                aria-pressed={post.myReaction === r}
                aria-label={t(r)}
                title={t(r)}
                onClick={() => {
                  close();
                  choose(r);
                }}
                className={cn('flex size-10 items-center justify-center rounded-lg text-xl transition hover:scale-110 hover:bg-surface-2', post.myReaction === r && 'bg-accent/12')}
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
