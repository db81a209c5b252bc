'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { POST_AUDIENCES, type PostAudience } from '@/lib/domain/feed';
import { AUDIENCE_ICONS } from './audience-icon';

/** Who may read a post: a native select (keyboard and screen readers know it), its icon beside it. */
export function AudienceSelect({ value, onChange, compact = false }: { value: PostAudience; onChange: (audience: PostAudience) => void; compact?: boolean }) {
  const t = useTranslations('feed.audience');
  const id = useId();
  const Icon = AUDIENCE_ICONS[value];
  return (
    <span className="relative inline-flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <Icon aria-hidden className="pointer-events-none absolute left-2.5 size-4 text-muted" />
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(POST_AUDIENCES.find((a) => a === e.target.value) ?? 'public')}
        className={`h-9 appearance-none rounded-lg border border-border bg-surface pr-3 pl-8 text-sm font-medium text-fg focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/40 ${compact ? 'max-w-36' : ''}`}
        data-testid="audience-select"
      >
        {POST_AUDIENCES.map((a) => (
          <option key={a} value={a}>
            {t(a)}
          </option>
        ))}
      </select>
    </span>
  );
}
