import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';

/** What a page-numbered list API answers: one page of items and how many there are in all. */
export interface PagedAnswer<Item> {
  list: Item[];
  total: number;
}

/**
 * The page after the last one loaded, or nothing at the end. An empty page also ends the list: the
 * total can run ahead of what the server hands out (items deleted meanwhile), and asking again would
 * loop on empty pages.
 */
export function nextPageNum(last: PagedAnswer<unknown>, pages: readonly PagedAnswer<unknown>[], lastPageNum: number): number | undefined {
  if (last.list.length === 0) return undefined;
  const loaded = pages.reduce((n, page) => n + page.list.length, 0);
  return loaded < last.total ? lastPageNum + 1 : undefined;
}

export interface PagedQueryInput<Page, Key extends QueryKey> {
  queryKey: Key;
  fetchPage: (pageNum: number, signal: AbortSignal) => Promise<Page>;
  staleTime?: number;
}

/** Infinite query options for a list read page by page from 1 (`pageNum`) until every item is loaded. */
export function pagedQuery<Page extends PagedAnswer<unknown>, Key extends QueryKey>({ queryKey, fetchPage, staleTime }: PagedQueryInput<Page, Key>) {
  return infiniteQueryOptions<Page, Error, InfiniteData<Page, number>, Key, number>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNum,
    staleTime,
  });
}

/** Every loaded item, in page order. */
export function pagedItems<Item>(data: InfiniteData<PagedAnswer<Item>> | undefined): Item[] {
  return data ? data.pages.flatMap((page) => page.list) : [];
}

/** The same pages with `change` applied to each: mirrors a mutation in the cache without a refetch. */
export function mapPages<Page>(data: InfiniteData<Page> | undefined, change: (page: Page) => Page): InfiniteData<Page> | undefined {
  return data ? { ...data, pages: data.pages.map(change) } : data;
}
