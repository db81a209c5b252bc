import type { ChatRoomTab } from '@/lib/api/queries/chat-rooms';

export const CHATROOM_BASE = '/chatroom';

/** Spec §2: all, discover and following rooms each have their own address. */
export const CHATROOM_TAB_PATHS: Record<ChatRoomTab, string> = {
  all: CHATROOM_BASE,
  discover: `${CHATROOM_BASE}/kham-pha`,
  following: `${CHATROOM_BASE}/theo-doi`,
};

export const MESSAGES_PATH = `${CHATROOM_BASE}/tin-nhan`;

export const roomChatPath = (groupId: number): string => `${CHATROOM_BASE}/phong/${groupId}`;
export const conversationPath = (friendId: number): string => `${MESSAGES_PATH}/${friendId}`;

const MAX_ID = 2_147_483_647;

/** A route's id segment: digits only, no leading zero, within the database's int range; else null. */
export function parseRouteId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}
