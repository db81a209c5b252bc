'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Plus, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { POST_LIMITS } from '@/lib/domain/feed';
import type { PollDraft } from './poll-draft';

const field = 'h-10 w-full rounded-lg border border-border bg-surface px-3 text-base text-fg placeholder:text-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/40 md:text-sm';

/** Builds a poll: an optional question and two to six options. */
export function PollBuilder({ poll, onChange, onRemove }: { poll: PollDraft; onChange: (poll: PollDraft) => void; onRemove: () => void }) {
  const t = useTranslations('feed.composer.poll');
  const id = useId();
  const setOption = (i: number, text: string) => onChange({ ...poll, options: poll.options.map((o, j) => (j === i ? text : o)) });
  const dropOption = (i: number) => onChange({ ...poll, options: poll.options.filter((_, j) => j !== i) });
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2/40 p-3" data-testid="poll-builder">
      <legend className="sr-only">{t('title')}</legend>
      <div className="flex items-center justify-between gap-2">
        <span aria-hidden className="text-sm font-semibold text-fg">
          {t('title')}
        </span>
        <Button variant="ghost" size="sm" onClick={onRemove} className="text-muted">
          <Trash2 aria-hidden />
          {t('remove')}
        </Button>
      </div>
      <label htmlFor={`${id}-q`} className="sr-only">
        {t('question')}
      </label>
      <input id={`${id}-q`} value={poll.question} maxLength={POST_LIMITS.pollQuestionMax} onChange={(e) => onChange({ ...poll, question: e.target.value })} placeholder={t('questionPlaceholder')} className={field} />
      <ol className="flex flex-col gap-2">
        {poll.options.map((option, i) => (
          <li key={i} className="flex items-center gap-2">
            <label htmlFor={`${id}-o${i}`} className="sr-only">
              {t('option', { n: i + 1 })}
            </label>
            <input id={`${id}-o${i}`} value={option} maxLength={POST_LIMITS.pollOptionMax} onChange={(e) => setOption(i, e.target.value)} placeholder={t('option', { n: i + 1 })} className={field} />
            {poll.options.length > POST_LIMITS.pollOptionsMin ? (
              <Button variant="ghost" size="icon" onClick={() => dropOption(i)} aria-label={t('removeOption', { n: i + 1 })}>
                <X aria-hidden />
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {poll.options.length < POST_LIMITS.pollOptionsMax ? (
        <Button variant="outline" size="sm" className="self-start" onClick={() => onChange({ ...poll, options: [...poll.options, ''] })}>
          <Plus aria-hidden />
          {t('addOption')}
        </Button>
      ) : null}
    </fieldset>
  );
}
