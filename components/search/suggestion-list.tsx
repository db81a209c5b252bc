'use client';

import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { Link } from '@/lib/i18n/navigation';
import type { SearchKind } from '@/lib/domain/search';
import type { HitView } from './hit-views';

export interface SuggestionGroup {
  kind: SearchKind;
  hits: HitView[];
}

export interface SuggestionListProps {
  id: string;
  groups: readonly SuggestionGroup[];
  /** The "see all results" row's address, last in the list. */
  allHref: string;
  query: string;
  /** Index into the flattened options (groups' hits, then "see all"), or -1. */
  active: number;
  optionId: (index: number) => string;
  status: 'loading' | 'empty' | 'failed' | 'ready';
  onPick: () => void;
  className?: string;
}

/** The listbox under the search field: answers grouped by kind, then a link to the results page. */
export function SuggestionList({ id, groups, allHref, query, active, optionId, status, onPick, className }: SuggestionListProps) {
  const t = useTranslations('search');
  let index = 0;
  const option = (i: number) => ({
    id: optionId(i),
    role: 'option' as const,
    'aria-selected': i === active,
    tabIndex: -1,
    prefetch: false,
    onMouseDown: (e: React.MouseEvent) => e.preventDefault(),
    onClick: onPick,
    className: cn('flex items-center gap-3 px-3 py-2 text-sm outline-none', i === active ? 'bg-surface-2' : 'hover:bg-surface-2/60'),
  });
  return (
    <div id={id} role="listbox" aria-label={t('box.label')} className={className}>
      {groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`} className="py-1">
          <div id={`${id}-${group.kind}`} role="presentation" className="px-3 pb-1 pt-2 text-[0.7rem] font-semibold uppercase tracking-wide text-muted">
            {t(`kinds.${group.kind}`)}
          </div>
          {group.hits.map((hit) => {
            const i = index++;
            return (
              <Link key={hit.key} href={hit.href} data-kind={group.kind} {...option(i)}>
                {hit.visual}
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium text-fg">{hit.title}</span>
                  <span className={cn('truncate text-xs', hit.live ? 'font-semibold text-live' : 'text-muted')}>{hit.context}</span>
                </span>
              </Link>
            );
          })}
        </div>
      ))}
      {status !== 'ready' ? (
        <p role="status" className="px-3 py-3 text-sm text-muted">
          {status === 'loading' ? t('box.loading') : status === 'failed' ? t('box.failed') : t('box.noResults', { query })}
        </p>
      ) : null}
      <Link href={allHref} {...option(index)} className={cn(option(index).className, 'border-t border-border font-medium text-accent')}>
        <Search aria-hidden className="size-4" />
        <span className="truncate">{t('box.seeAll', { query })}</span>
      </Link>
    </div>
  );
}
