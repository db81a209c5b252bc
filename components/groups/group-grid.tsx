'use client';

import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ErrorState, ListLoading } from '@/components/page-kit/list-states';
import { ListMore } from '@/components/page-kit/list-more';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { cursorItems } from '@/lib/api/queries/cursor-list';
import { groupListQuery, type GroupListParams } from '@/lib/api/queries/groups';
import { GroupCard } from './group-card';

export const GRID = 'grid grid-cols-1 gap-3 min-[480px]:grid-cols-2';

/** A list of groups page by page: placeholders, the cards, more on request, an empty state and a retry. */
export function GroupGrid({ params, label, empty }: { params: GroupListParams; label: string; empty: ReactNode }) {
  const t = useTranslations('groups.list');
  const { viewer } = useFeedViewer();
  const query = useInfiniteQuery(groupListQuery(viewer, params));
  const { data, isPending, isError, refetch, isFetchingNextPage } = query;
  if (isPending) return <ListLoading label={t('loading')} rows={4} className={GRID} itemClassName="h-56" />;
  if (isError && !data) return <ErrorState title={t('failed')} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  const groups = cursorItems(data, (g) => g.id);
  if (groups.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} aria-busy={isFetchingNextPage || undefined} className={GRID}>
        {groups.map((group) => (
          <li key={group.id}>
            <GroupCard group={group} />
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {t('shown', { count: groups.length })}
      </p>
      <ListMore pages={query} labels={{ more: t('more'), loadingMore: t('loadingMore'), moreFailed: t('moreFailed'), retry: t('retry') }} />
    </div>
  );
}
