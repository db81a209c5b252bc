'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { ReviewFilter } from '@/lib/api/queries/review';
import { REVIEW_KINDS, REVIEW_STATES } from '@/lib/domain/review';

const SELECT = 'h-10 w-full rounded-xl border border-border bg-bg px-3 text-base text-fg outline-none transition focus:border-accent focus:ring-2 focus:ring-accent/25 sm:text-sm';

/** Which items the queue lists: a state (open first) and a kind. */
export function ReviewFilters({ value, onChange }: { value: ReviewFilter; onChange: (next: ReviewFilter) => void }) {
  const t = useTranslations('community.reviewQueue');
  const id = useId();
  return (
    <form role="search" aria-label={t('filters.label')} className="grid grid-cols-2 gap-2 sm:flex sm:items-end sm:gap-3" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={`${id}-state`} className="flex flex-col gap-1 text-xs font-medium text-muted sm:w-48">
        {t('filters.state')}
        <select
          id={`${id}-state`}
          className={SELECT}
          value={value.state}
          onChange={(e) => onChange({ ...value, state: REVIEW_STATES.find((s) => s === e.target.value) ?? 'open' })}
        >
          {REVIEW_STATES.map((s) => (
            <option key={s} value={s}>{t(`states.${s}`)}</option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-kind`} className="flex flex-col gap-1 text-xs font-medium text-muted sm:w-48">
        {t('filters.kind')}
        <select
          id={`${id}-kind`}
          className={SELECT}
          value={value.kind ?? ''}
          onChange={(e) => onChange({ ...value, kind: REVIEW_KINDS.find((k) => k === e.target.value) ?? null })}
        >
          <option value="">{t('filters.allKinds')}</option>
          {REVIEW_KINDS.map((k) => (
            <option key={k} value={k}>{t(`kinds.${k}`)}</option>
          ))}
        </select>
      </label>
    </form>
  );
}
