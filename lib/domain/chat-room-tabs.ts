/** The tabs of the chat-room list: every room, rooms to discover, the member's followed rooms. */
export const CHAT_ROOM_TABS = ['all', 'discover', 'following'] as const;
export type ChatRoomTab = (typeof CHAT_ROOM_TABS)[number];

/**
 * Tabs that list the same rooms for every visitor; only a member's follow marks differ. Their page is
 * drawn for a guest and shared by everyone, and the browser adds the member's follows.
 */
const SHARED_ROOM_TABS: readonly ChatRoomTab[] = ['all'];
export const isSharedRoomTab = (tab: ChatRoomTab): boolean => SHARED_ROOM_TABS.includes(tab);
