import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { messageList, messageMarkRead } from '@/lib/contract/chat-calls';
import type * as chat from '@/lib/contract/chat';
import type { DataOf } from '@/lib/contract/endpoint';
import { INBOX_TYPES } from '@/lib/domain/chat';
import { MESSAGE_LIST_PAGE_SIZE } from '@/lib/domain/constants';
import { apiQuery } from '../lazy-client';
import { mapPages, pagedQuery } from './paged';

export type InboxPage = DataOf<typeof chat.messageList>;
export type InboxType = (typeof INBOX_TYPES)[keyof typeof INBOX_TYPES];

export const INBOX_KEY_ROOT = 'inbox';
/** Keyed by member so a second account on the same browser never sees the first one's inbox. */
export const inboxKeys = {
  all: [INBOX_KEY_ROOT] as const,
  list: (type: InboxType, viewer: number) => [INBOX_KEY_ROOT, 'list', type, viewer] as const,
};

/** The unread badge is refreshed this often (and whenever the window regains focus). */
export const INBOX_POLL_MS = 60_000;

/** Spec §7: pages of 50, loaded one after another. The "all" list also carries the unread count the bell shows. */
export function inboxQuery(type: InboxType, viewer: number) {
  return pagedQuery({
    queryKey: inboxKeys.list(type, viewer),
    fetchPage: (pageNum, signal) => apiQuery(messageList, { query: { type, pageNum, pageSize: MESSAGE_LIST_PAGE_SIZE }, signal }),
    staleTime: 15_000,
  });
}

/**
 * The bell's query: the "all" list, polled and refreshed on focus. It shares the panel's cache entry so
 * opening the panel costs no request; a poll refetches every page the member has loaded, so the pages
 * never disagree about which messages are read.
 */
export function inboxBadgeQuery(viewer: number) {
  return infiniteQueryOptions({
    ...inboxQuery(INBOX_TYPES.all, viewer),
    refetchInterval: INBOX_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** The unread count a cached "all" list carries: every page has one, the last was answered last. */
export function unreadOf(data: InfiniteData<InboxPage> | undefined): number {
  return data?.pages.at(-1)?.unread ?? 0;
}

/** Marks one message read; id 0 marks every message read. Answers the new unread count. */
export async function markInboxRead(id: number): Promise<number> {
  return (await apiQuery(messageMarkRead, { body: { id } })).unread;
}

/** Mirrors a mark-read in every cached list of this member, whichever page holds the message: it (or all of them) read, the server's unread count (it counts every type). */
export function applyReadToCache(client: QueryClient, viewer: number, id: number, unread: number): void {
  for (const type of Object.values(INBOX_TYPES)) {
    client.setQueryData<InfiniteData<InboxPage>>(inboxKeys.list(type, viewer), (data) =>
      mapPages(data, (page) => ({ ...page, unread, list: page.list.map((m) => (id === 0 || m.id === id ? { ...m, read: true } : m)) })),
    );
  }
}
