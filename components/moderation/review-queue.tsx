'use client';

import { useState } from 'react';
import { Inbox } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/page-kit/empty-state';
import { LoadMoreList } from '@/components/page-kit/load-more-list';
import { reviewListQuery, type ReviewFilter } from '@/lib/api/queries/review';
import { ReviewFilters } from './review-filters';
import { ReviewItemCard } from './review-item-card';

export const OPEN_QUEUE: ReviewFilter = { state: 'open', kind: null };

/** The staff review queue: open items first (the page hands over the first page), filtered by state and kind. */
export function ReviewQueue({ timeZone }: { timeZone: string }) {
  const t = useTranslations('community.reviewQueue');
  const [filter, setFilter] = useState<ReviewFilter>(OPEN_QUEUE);
  const filtered = filter.state !== 'open' || filter.kind !== null;
  return (
    <section aria-label={t('title')} className="flex flex-col gap-4" data-testid="review-queue">
      <ReviewFilters value={filter} onChange={setFilter} />
      <LoadMoreList
        query={reviewListQuery(filter)}
        itemKey={(item) => item.id}
        renderItem={(item) => <ReviewItemCard item={item} filter={filter} timeZone={timeZone} />}
        listClassName="flex flex-col gap-3"
        label={t('list.label')}
        empty={<EmptyState icon={<Inbox aria-hidden />} title={filtered ? t('emptyFiltered') : t('emptyTitle')} description={filtered ? undefined : t('emptyText')} />}
        labels={{
          loading: t('list.loading'),
          failed: t('list.failed'),
          retry: t('list.retry'),
          more: t('list.more'),
          loadingMore: t('list.loadingMore'),
          moreFailed: t('list.moreFailed'),
          shown: (count, total) => t('list.shown', { count, total }),
        }}
      />
    </section>
  );
}
