import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { chatRoomDetail, chatRoomFollow, chatRoomList, privateList, privateOpen } from '@/lib/contract/chat-calls';
import type { ChatRoomSummary, Conversation } from '@/lib/contract/chat';
import { CHAT_ROOM_TABS, type ChatRoomTab } from '@/lib/domain/chat-room-tabs';
import { apiQuery } from '../lazy-client';
import { friendKeys } from './friends';
import { SOCIAL_KEY_ROOT } from './social-keys';

export type { ChatRoomTab };

// Friendship reads and writes live in ./friends; the private chat still takes them from here.

export const CHAT_ROOMS_KEY_ROOT = SOCIAL_KEY_ROOT;

/** `viewer` is the member's id (0 for a guest), so one account never sees another's follow flags. */
export const chatRoomKeys = {
  all: [CHAT_ROOMS_KEY_ROOT] as const,
  lists: [CHAT_ROOMS_KEY_ROOT, 'list'] as const,
  list: (tab: ChatRoomTab, viewer: number) => [CHAT_ROOMS_KEY_ROOT, 'list', tab, viewer] as const,
  detail: (groupId: number, viewer: number) => [CHAT_ROOMS_KEY_ROOT, 'detail', groupId, viewer] as const,
  conversations: (viewer: number) => [CHAT_ROOMS_KEY_ROOT, 'conversations', viewer] as const,
  conversation: (friendId: number, viewer: number) => [CHAT_ROOMS_KEY_ROOT, 'conversation', friendId, viewer] as const,
  friend: friendKeys.status,
};

/** How often the online counts of the room list are refreshed. */
export const CHAT_ROOMS_REFRESH_MS = 15_000;
/** How often the conversation list (unread counts) is refreshed. */
export const CONVERSATIONS_REFRESH_MS = 30_000;

export function chatRoomListQuery(tab: ChatRoomTab, viewer: number) {
  return queryOptions({
    queryKey: chatRoomKeys.list(tab, viewer),
    queryFn: ({ signal }) => apiQuery(chatRoomList, { query: { tab }, signal }),
    staleTime: 10_000,
    refetchInterval: CHAT_ROOMS_REFRESH_MS,
  });
}

export function chatRoomDetailQuery(groupId: number, viewer: number) {
  return queryOptions({
    queryKey: chatRoomKeys.detail(groupId, viewer),
    queryFn: ({ signal }) => apiQuery(chatRoomDetail, { query: { groupId }, signal }),
    staleTime: 10_000,
    refetchInterval: CHAT_ROOMS_REFRESH_MS,
  });
}

export function followChatRoom(groupId: number, follow: boolean): Promise<ChatRoomSummary> {
  return apiQuery(chatRoomFollow, { body: { groupId, follow } });
}

/** A tab's list with one room as the member now has it: the following tab gains or loses it, the others flip its button and follower count. */
export function listWithRoom(tab: ChatRoomTab, list: readonly ChatRoomSummary[], room: ChatRoomSummary): ChatRoomSummary[] {
  if (tab !== 'following') return list.map((r) => (r.groupId === room.groupId ? room : r));
  const rest = list.filter((r) => r.groupId !== room.groupId);
  return room.following ? [room, ...rest] : rest;
}

/** Writes a room's follow state into every cached list and its detail. */
export function applyRoomToCache(client: QueryClient, room: ChatRoomSummary, viewer: number): void {
  for (const tab of CHAT_ROOM_TABS) {
    client.setQueryData<ChatRoomSummary[]>(chatRoomKeys.list(tab, viewer), (list) => list && listWithRoom(tab, list, room));
  }
  client.setQueryData<{ room: ChatRoomSummary }>(chatRoomKeys.detail(room.groupId, viewer), (detail) =>
    detail ? { ...detail, room } : detail,
  );
}

export function conversationsQuery(viewer: number) {
  return queryOptions({
    queryKey: chatRoomKeys.conversations(viewer),
    queryFn: ({ signal }) => apiQuery(privateList, { signal }),
    staleTime: 10_000,
    refetchInterval: CONVERSATIONS_REFRESH_MS,
  });
}

/** Opening is idempotent on the server: the same friend always gives the same conversation. */
export function openConversationQuery(friendId: number, viewer: number) {
  return queryOptions({
    queryKey: chatRoomKeys.conversation(friendId, viewer),
    queryFn: (): Promise<Conversation> => apiQuery(privateOpen, { body: { userId: friendId } }),
    staleTime: Infinity,
  });
}
