import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@/lib/contract/endpoint';
import {
  feedCreate, feedDelete, feedEdit, feedImage, feedList, feedPost, feedProfile, feedProfileEdit, feedReact, feedReport, feedTrends, feedVote,
} from '@/lib/contract/feed-calls';
import type { Post } from '@/lib/contract/feed';
import type { FeedScope, FeedSort } from '@/lib/domain/feed';
import { ApiError } from '../error-catalogue';
import { apiRequest } from '../lazy-client';
import type { Call } from '@/lib/contract/call';
import type { ApiInput } from '../client';

export type FeedPage = DataOf<typeof feedList>;
export type FeedProfile = DataOf<typeof feedProfile>;
export type FeedPoll = NonNullable<Post['poll']>;

/** Which posts a list holds; one key per list, so the same post may sit in several lists at once. */
export interface FeedListParams {
  scope: FeedScope;
  sort: FeedSort;
  /** The member of a `member` list. */
  id?: number;
  /** The hashtag of a `hashtag` list, without `#`. */
  tag?: string;
}

export const FEED_KEY_ROOT = 'feed';

/** Keyed by the reader (0 for a guest): what a post shows (my reaction, saved, mine) is the reader's own. */
export const feedKeys = {
  all: [FEED_KEY_ROOT] as const,
  viewer: (viewer: number) => [FEED_KEY_ROOT, viewer] as const,
  lists: (viewer: number) => [FEED_KEY_ROOT, viewer, 'list'] as const,
  list: (viewer: number, params: FeedListParams) => [FEED_KEY_ROOT, viewer, 'list', listKeyOf(params)] as const,
  posts: (viewer: number) => [FEED_KEY_ROOT, viewer, 'post'] as const,
  post: (viewer: number, id: number) => [FEED_KEY_ROOT, viewer, 'post', id] as const,
  profile: (viewer: number, userId: number) => [FEED_KEY_ROOT, viewer, 'profile', userId] as const,
  trends: () => [FEED_KEY_ROOT, 'trends'] as const,
};

/** The same list always hashes the same, on the server and in the browser. */
function listKeyOf({ scope, sort, id, tag }: FeedListParams): FeedListParams {
  return { scope, sort, ...(id !== undefined ? { id } : {}), ...(tag !== undefined ? { tag } : {}) };
}

/** A refused call, with the server's words (in the reader's language) kept apart from the status. */
export class FeedRefusal extends ApiError {
  readonly reason: string;
  constructor(path: string, status: number, reason: string) {
    super({ path, status, message: reason });
    this.name = 'FeedRefusal';
    this.reason = reason;
  }
}

async function feedCall<E extends Call>(e: E, input?: ApiInput<E>): Promise<DataOf<E>> {
  const result = await apiRequest(e, input);
  if (result.ok) return result.data;
  throw new FeedRefusal(e.path, result.status, result.message);
}

/** A list page by page: the first without a cursor, each next one with the cursor the last answered. */
export function feedListQuery(viewer: number, params: FeedListParams) {
  return infiniteQueryOptions({
    queryKey: feedKeys.list(viewer, params),
    queryFn: ({ pageParam, signal }) => feedCall(feedList, { query: { ...listKeyOf(params), ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: FeedPage) => last.nextCursor ?? undefined,
    staleTime: 30_000,
  });
}

/** A list's first page alone, for the server's render; the page then hands it to `feedListQuery` (see `firstPageData`). */
export function feedFirstPageQuery(viewer: number, params: FeedListParams) {
  return queryOptions({
    queryKey: [...feedKeys.list(viewer, params), 'first'] as const,
    queryFn: ({ signal }) => feedCall(feedList, { query: listKeyOf(params), signal }),
  });
}

/** A first page as the list's infinite query holds it. */
export const firstPageData = (page: FeedPage): InfiniteData<FeedPage, string | null> => ({ pages: [page], pageParams: [null] });

export function feedPostQuery(viewer: number, id: number) {
  return queryOptions({ queryKey: feedKeys.post(viewer, id), queryFn: ({ signal }) => feedCall(feedPost, { query: { id }, signal }), staleTime: 30_000 });
}

export function feedProfileQuery(viewer: number, userId: number) {
  return queryOptions({ queryKey: feedKeys.profile(viewer, userId), queryFn: ({ signal }) => feedCall(feedProfile, { query: { userId }, signal }), staleTime: 30_000 });
}

export function feedTrendsQuery() {
  return queryOptions({ queryKey: feedKeys.trends(), queryFn: ({ signal }) => feedCall(feedTrends, { signal }), staleTime: 5 * 60_000 });
}

export const uploadFeedImage = (image: string) => feedCall(feedImage, { body: { image } });
export const createPost = (body: BodyOf<typeof feedCreate>) => feedCall(feedCreate, { body });
export const editPost = (body: BodyOf<typeof feedEdit>) => feedCall(feedEdit, { body });
export const deletePost = (id: number) => feedCall(feedDelete, { body: { id } });
export const reactToPost = (body: BodyOf<typeof feedReact>) => feedCall(feedReact, { body });
export const voteInPoll = (id: number, optionId: number) => feedCall(feedVote, { body: { id, optionId } });
export const reportPost = (body: BodyOf<typeof feedReport>) => feedCall(feedReport, { body });
export const editProfile = (body: BodyOf<typeof feedProfileEdit>) => feedCall(feedProfileEdit, { body });

type FeedLists = InfiniteData<FeedPage, string | null>;

/** What every cached read of the reader holds now, to put back when a write is refused. */
export type FeedSnapshot = [QueryKey, unknown][];

export const snapshotFeed = (client: QueryClient, viewer: number): FeedSnapshot => client.getQueriesData({ queryKey: feedKeys.viewer(viewer) });

export function restoreFeed(client: QueryClient, snapshot: FeedSnapshot): void {
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}

/** Applies `change` to the post wherever the reader's cache holds it: every list it is in, and its own page. */
export function patchPost(client: QueryClient, viewer: number, id: number, change: (post: Post) => Post): void {
  client.setQueriesData<FeedLists>({ queryKey: feedKeys.lists(viewer) }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map((p) => (p.id === id ? change(p) : p)) })) } : data,
  );
  client.setQueryData<Post>(feedKeys.post(viewer, id), (post) => (post ? change(post) : post));
}

/** Takes the post out of every list of the reader (it was deleted). */
export function dropPost(client: QueryClient, viewer: number, id: number): void {
  client.setQueriesData<FeedLists>({ queryKey: feedKeys.lists(viewer) }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.filter((p) => p.id !== id) })) } : data,
  );
}

/** Puts the reader's new post at the top of their feed and their own profile's list, without reading them again. */
export function prependPost(client: QueryClient, viewer: number, post: Post): void {
  for (const query of client.getQueryCache().findAll({ queryKey: feedKeys.lists(viewer) })) {
    const params = query.queryKey[3];
    if (!isListParams(params) || query.queryKey.length !== 4) continue;
    const ownList = params.scope === 'home' || (params.scope === 'member' && params.id === viewer);
    if (!ownList) continue;
    client.setQueryData<FeedLists>(query.queryKey, (data) => {
      const first = data?.pages[0];
      if (!data || !first || first.list.some((p) => p.id === post.id)) return data;
      return { ...data, pages: [{ ...first, list: [post, ...first.list] }, ...data.pages.slice(1)] };
    });
  }
}

function isListParams(value: unknown): value is FeedListParams {
  return typeof value === 'object' && value !== null && 'scope' in value && 'sort' in value;
}

/** Keeps only a list's first page and reads it again: the newest posts, without the pages below. */
export async function refreshFirstPage(client: QueryClient, viewer: number, params: FeedListParams): Promise<void> {
  const queryKey = feedKeys.list(viewer, params);
  client.setQueryData<FeedLists>(queryKey, (data) => (data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data));
  await client.invalidateQueries({ queryKey, exact: true });
}
