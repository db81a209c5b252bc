'use client';

import { useRef, type ReactNode } from 'react';
import { type InfiniteData, type QueryKey, useInfiniteQuery, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { cn } from '@/components/ui/cn';
import { pagedItems, type PagedAnswer } from '@/lib/api/queries/paged';
import { ListMore } from './list-more';
import { ErrorState, ListLoading } from './list-states';

const LAYOUTS = {
  /** One item under another: rows, notifications, comments. */
  list: { items: 'flex flex-col gap-2', skeleton: 'h-14' },
  /** Cards side by side: news, highlights, films. */
  grid: { items: 'grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3', skeleton: 'h-40' },
} as const;

export interface LoadMoreLabels {
  /** Names the placeholders while the first page loads. */
  loading: string;
  /** The first page failed. */
  failed: string;
  retry: string;
  more: string;
  /** On the button while the next page loads. */
  loadingMore: string;
  /** Beside the retry when the next page failed; the items already shown stay. */
  moreFailed: string;
  /** The polite status line, read out as pages are added: "12 of 40 shown". */
  shown: (count: number, total: number) => string;
}

export interface LoadMoreListProps<Page extends PagedAnswer<unknown>, Key extends QueryKey> {
  /** Options from `pagedQuery` (lib/api/queries/paged). */
  query: UseInfiniteQueryOptions<Page, Error, InfiniteData<Page, number>, Key, number>;
  renderItem: (item: Page['list'][number]) => ReactNode;
  itemKey: (item: Page['list'][number]) => string | number;
  layout?: keyof typeof LAYOUTS;
  /** Replaces the layout's classes on the list itself (a denser gap, another grid). */
  listClassName?: string;
  /** Names the list for assistive tech. */
  label: string;
  empty: ReactNode;
  labels: LoadMoreLabels;
  /** How many placeholders stand in for the first page. */
  skeletonRows?: number;
}

/**
 * A paged list: placeholders, then the first page (or the empty state, or the error with retry), then
 * a button that appends the next page until there is none.
 */
export function LoadMoreList<Page extends PagedAnswer<unknown>, Key extends QueryKey>({
  query,
  renderItem,
  itemKey,
  layout = 'list',
  listClassName,
  label,
  empty,
  labels,
  skeletonRows = 3,
}: LoadMoreListProps<Page, Key>) {
  const pages = useInfiniteQuery(query);
  const { data, isPending, isError, refetch, isFetchingNextPage } = pages;
  const list = useRef<HTMLUListElement>(null);
  const styles = LAYOUTS[layout];

  if (isPending) return <ListLoading label={labels.loading} rows={skeletonRows} className={styles.items} itemClassName={styles.skeleton} />;
  if (isError && !data) return <ErrorState title={labels.failed} retryLabel={labels.retry} onRetry={() => void refetch()} />;

  const items = uniqueItems(pagedItems(data), itemKey);
  if (items.length === 0) return <>{empty}</>;
  const total = data.pages.at(-1)?.total ?? items.length;

  return (
    <div className="flex flex-col gap-3">
      <ul ref={list} tabIndex={-1} aria-label={label} aria-busy={isFetchingNextPage || undefined} className={cn(listClassName ?? styles.items, 'outline-none')}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {labels.shown(items.length, Math.max(total, items.length))}
      </p>
      <ListMore pages={pages} labels={labels} list={list} />
    </div>
  );
}

/** Pages are cut by offset: an item that arrives meanwhile pushes one already shown onto the next page. */
function uniqueItems<Item>(items: Item[], key: (item: Item) => string | number): Item[] {
  const seen = new Set<string | number>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
