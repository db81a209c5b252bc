import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** What a cursor-paged list answers: one page of items and the cursor of the next, or null at the end. */
export interface CursorPage<Item> {
  list: Item[];
  nextCursor: string | null;
}

export type CursorPages<Item> = InfiniteData<CursorPage<Item>, string | null>;

/** Infinite query options for a list read page by page: the first without a cursor, each next one with the last answer's. */
export function cursorQuery<Item, Key extends QueryKey>(queryKey: Key, fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<CursorPage<Item>>, staleTime = 30_000) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: CursorPage<Item>) => last.nextCursor ?? undefined,
    staleTime,
  });
}

export type PageFetcher<Item> = (cursor: string | null, signal: AbortSignal) => Promise<CursorPage<Item>>;

/** A list's first page alone, for a server render; the page hands it to the list's infinite query (see `firstCursorPage`). */
export function firstPageQuery<Item, Key extends QueryKey>(queryKey: Key, fetchPage: PageFetcher<Item>) {
  return queryOptions({ queryKey: [...queryKey, 'first'] as const, queryFn: ({ signal }) => fetchPage(null, signal) });
}

/** Every loaded item once, in page order (an item can slide onto the next page as others arrive). */
export function cursorItems<Item>(data: { pages: readonly CursorPage<Item>[] } | undefined, key: (item: Item) => string | number): Item[] {
  const seen = new Set<string | number>();
  return (data?.pages ?? []).flatMap((p) => p.list).filter((item) => {
    const k = key(item);
    return !seen.has(k) && Boolean(seen.add(k));
  });
}

/** Applies `change` to every item of every cached list under `queryKey` whose item `matches`. */
export function patchCursorLists<Item>(client: QueryClient, queryKey: QueryKey, matches: (item: Item) => boolean, change: (item: Item) => Item): void {
  client.setQueriesData<CursorPages<Item>>({ queryKey }, (data) =>
    data?.pages ? { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map((item) => (matches(item) ? change(item) : item)) })) } : data,
  );
}

/** A first page as an infinite query holds it, for a server render handing its answer to the browser's list. */
export const firstCursorPage = <Item>(page: CursorPage<Item>): CursorPages<Item> => ({ pages: [page], pageParams: [null] });
