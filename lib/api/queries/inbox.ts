import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { messageList, messageMarkRead } from '@/lib/contract/chat-calls';
import type * as chat from '@/lib/contract/chat';
import type { DataOf } from '@/lib/contract/endpoint';
import { INBOX_TYPES } from '@/lib/domain/chat';
import { MESSAGE_LIST_PAGE_SIZE } from '@/lib/domain/constants';
import { apiQuery } from '../lazy-client';

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

/** Spec §7: the first page of 50. The "all" list also carries the unread count the bell shows. */
export function inboxQuery(type: InboxType, viewer: number) {
  return queryOptions({
    queryKey: inboxKeys.list(type, viewer),
    queryFn: ({ signal }) => apiQuery(messageList, { query: { type, pageNum: 1, pageSize: MESSAGE_LIST_PAGE_SIZE }, signal }),
    staleTime: 15_000,
  });
}

/** The bell's query: the "all" list, polled and refreshed on focus. */
export function inboxBadgeQuery(viewer: number) {
  return queryOptions({ ...inboxQuery(INBOX_TYPES.all, viewer), refetchInterval: INBOX_POLL_MS, refetchOnWindowFocus: true });
}

/** Marks one message read; id 0 marks every message read. Answers the new unread count. */
export async function markInboxRead(id: number): Promise<number> {
  return (await apiQuery(messageMarkRead, { body: { id } })).unread;
}

/** Mirrors a mark-read in every cached page of this member: the message (or all of them) read, the server's unread count (it counts every type). */
export function applyReadToCache(client: QueryClient, viewer: number, id: number, unread: number): void {
  for (const type of Object.values(INBOX_TYPES)) {
    client.setQueryData<InboxPage>(inboxKeys.list(type, viewer), (page) =>
      page ? { ...page, unread, list: page.list.map((m) => (id === 0 || m.id === id ? { ...m, read: true } : m)) } : page,
    );
  }
}
