'use client';

import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '@/components/page-kit/empty-state';
import { LoadMoreList } from '@/components/page-kit/load-more-list';
import { cn } from '@/components/ui/cn';
import { commentListQuery } from '@/lib/api/queries/comments';
import { COMMENT_SORTS, type CommentKind, type CommentSort } from '@/lib/domain/comments';
import { formatCount } from '@/lib/format/count';
import { useCurrentUser, useIsMember } from '@/lib/stores/session-store';
import { CommentScopeContext } from './comment-context';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';

export interface CommentsPanelProps {
  kind: CommentKind;
  itemId: number;
  /** The heading's id, for a page that shows several panels at once (a feed's posts). */
  headingId?: string;
  /** Told the item's comment count whenever it is read again, so a card outside the panel can show it. */
  onCount?: (count: number) => void;
}

/** An item's comments: how many, the order, the form, and the threads page by page. */
export function CommentsPanel({ kind, itemId, headingId = 'comments-heading', onCount }: CommentsPanelProps) {
  const t = useTranslations('comments');
  const locale = useLocale();
  const isMember = useIsMember();
  const user = useCurrentUser();
  const viewerId = isMember ? (user?.userId ?? 0) : 0;
  const [sort, setSort] = useState<CommentSort>('newest');
  const query = commentListQuery(kind, itemId, sort, viewerId);
  const first = useInfiniteQuery(query).data?.pages[0];
  const scope = { kind, itemId, viewerId, canModerate: first?.canModerate ?? false };
  const count = first?.count;
  useEffect(() => {
    if (count !== undefined) onCount?.(count);
  }, [count, onCount]);

  return (
    <CommentScopeContext.Provider value={scope}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="flex items-baseline gap-2 text-lg font-bold tracking-tight text-fg md:text-xl">
            {t('title')}
            {first ? (
              <span className="self-center rounded-full bg-surface-2 px-2 py-0.5 text-xs font-bold text-muted tabular-nums" data-testid="comment-count">
                <span aria-hidden>{formatCount(first.count, locale)}</span>
                <span className="sr-only">{t('count', { count: formatCount(first.count, locale) })}</span>
              </span>
            ) : null}
          </h2>
          <div role="group" aria-label={t('sort.label')} className="inline-flex rounded-lg bg-surface-2 p-0.5">
            {COMMENT_SORTS.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={sort === s}
                onClick={() => setSort(s)}
                className={cn('h-8 rounded-md px-3 text-xs font-semibold transition', sort === s ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg')}
              >
                {t(`sort.${s}`)}
              </button>
            ))}
          </div>
        </div>
        <CommentForm />
        <LoadMoreList
          query={query}
          itemKey={(c) => c.id}
          renderItem={(c) => <CommentThread comment={c} />}
          label={t('title')}
          listClassName="flex flex-col divide-y divide-border"
          empty={<EmptyState icon={<MessagesSquare aria-hidden />} title={t('empty.title')} description={t('empty.text')} />}
          labels={{
            loading: t('loading'),
            failed: t('errors.load'),
            retry: t('errors.retry'),
            more: t('more'),
            loadingMore: t('list.loadingMore'),
            moreFailed: t('list.moreFailed'),
            shown: (count, total) => t('list.shown', { count, total }),
          }}
        />
      </div>
    </CommentScopeContext.Provider>
  );
}
