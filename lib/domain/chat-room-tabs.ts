/** The tabs of the chat-room list: every room, rooms to discover, the member's followed rooms. */
export const CHAT_ROOM_TABS = ['all', 'discover', 'following'] as const;
export type ChatRoomTab = (typeof CHAT_ROOM_TABS)[number];
