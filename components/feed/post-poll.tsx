'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Check } from 'lucide-react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { cn } from '@/components/ui/cn';
import type { Post } from '@/lib/contract/feed';
import { HTML_LANG } from '@/lib/domain/locale';
import { formatCount } from '@/lib/format/count';
import { useIsMember } from '@/lib/stores/session-store';
import { votePercent } from './post-state';
import { useVoteInPoll } from './use-post-writes';

/** A post's poll: each option a button with its share of the votes; the reader's vote is marked and can be moved. */
export function PostPoll({ post }: { post: Post }) {
  const t = useTranslations('feed.poll');
  const locale = useLocale();
  const isMember = useIsMember();
  const vote = useVoteInPoll(post);
  const heading = useId();
  const poll = post.poll;
  if (!poll) return null;
  const choose = (optionId: number) => {
    if (!isMember) return openAuthDialog('login');
    if (!vote.isPending && poll.myVote !== optionId) vote.mutate(optionId);
  };
  return (
    <section aria-labelledby={heading} className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2/40 p-3" data-testid="post-poll">
      <h3 id={heading} className="text-sm font-semibold text-fg">
        {poll.question ? <span lang={HTML_LANG[post.lang]}>{poll.question}</span> : t('untitled')}
      </h3>
      <ul className="flex flex-col gap-1.5">
        {poll.options.map((o) => {
          const percent = votePercent(o.votes, poll.totalVotes);
          const mine = poll.myVote === o.id;
          return (
            <li key={o.id}>
              <button
                type="button"
                aria-pressed={mine}
                aria-busy={vote.isPending || undefined}
                onClick={() => choose(o.id)}
                className={cn(
                  'relative flex min-h-10 w-full items-center gap-2 overflow-hidden rounded-lg border px-3 py-2 text-left text-sm transition',
                  mine ? 'border-accent text-fg' : 'border-border text-fg hover:border-accent/50',
                )}
              >
                <span aria-hidden className={cn('absolute inset-y-0 left-0 transition-[width] duration-300', mine ? 'bg-accent/20' : 'bg-surface-2')} style={{ width: `${percent}%` }} />
                <span className="relative flex min-w-0 flex-1 items-center gap-1.5">
                  {mine ? <Check aria-hidden className="size-4 shrink-0 text-accent" /> : null}
                  <span lang={HTML_LANG[post.lang]} className="[overflow-wrap:anywhere]">{o.text}</span>
                </span>
                {/* The name is what the button shows, so speech and sight agree; the votes are read out too. */}
                <span className="relative shrink-0 font-semibold tabular-nums">
                  {' '}
                  {percent}%<span className="sr-only">{t('votes', { votes: o.votes })}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted">{t('total', { count: poll.totalVotes, shown: formatCount(poll.totalVotes, locale) })}</p>
    </section>
  );
}
