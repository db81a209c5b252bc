import type { ChatMessage, ChatRoomSummary, Conversation, InboxMessage, RoomState } from '@/lib/contract/chat';
import { CHAT_DEFAULT_GROUP, INBOX_TYPES } from '@/lib/domain/chat';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { makeChatMessage as baseChatMessage } from '@/lib/chat/test-support/messages';
import { memberUser } from './data';

/** Chat data the client tests share: the lobby, a topic room, a live room's chat, a friend and an inbox. */
const AT = Date.UTC(2026, 10, 22, 13, 0);

export function makeChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return baseChatMessage({
    groupMessageId: 5001,
    groupId: CHAT_DEFAULT_GROUP,
    userId: 77,
    showName: 'Quang Huy',
    originalMessage: 'Chào mừng anh em đến với phòng live!',
    siteRoleId: SITE_ROLE.commentator,
    createdAt: AT,
    ...overrides,
  });
}

export function makeChatRoom(overrides: Partial<ChatRoomSummary> = {}): ChatRoomSummary {
  return { groupId: CHAT_DEFAULT_GROUP, name: 'Sảnh chung', description: 'Phòng chat chung của cả cộng đồng', roomId: null, livePath: null, online: 120, followers: 8, following: false, lastMessageAt: AT, ...overrides };
}

export const chatRooms: ChatRoomSummary[] = [
  makeChatRoom(),
  makeChatRoom({ groupId: 31, name: 'Ngoại hạng Anh', description: 'Bàn luận Premier League', online: 45, followers: 30, following: true, lastMessageAt: AT - 60_000 }),
  makeChatRoom({ groupId: 1301, name: 'Hà Nội FC – Công An Hà Nội cùng BLV', description: '', roomId: 301, livePath: '/truc-tiep/the-thao/bong-da/ha-noi-fc-cong-an-ha-noi-301', online: 300, followers: 2, lastMessageAt: AT - 5_000 }),
];

export const chatRoomState = (groupId: number, overrides: Partial<RoomState> = {}): RoomState => ({
  groupId,
  slowModeS: 0,
  pinned: makeChatMessage({ groupId }),
  online: chatRooms.find((r) => r.groupId === groupId)?.online ?? 0,
  ...overrides,
});

export const chatHistory = (groupId: number): ChatMessage[] => [
  makeChatMessage({ groupId }),
  makeChatMessage({ groupId, groupMessageId: 5002, userId: memberUser.userId, showName: memberUser.displayName, siteRoleId: SITE_ROLE.member, originalMessage: 'Trận này hay quá', updatedReaction: { '👍': 3 }, createdAt: AT + 60_000 }),
  makeChatMessage({ groupId, groupMessageId: 5003, userId: 88, showName: 'Trần Minh Châu', siteRoleId: SITE_ROLE.member, originalMessage: 'Chuẩn luôn', parentMessageId: 5002, parent: { groupMessageId: 5002, showName: memberUser.displayName, originalMessage: 'Trận này hay quá', lang: 'vi' }, createdAt: AT + 120_000 }),
];

export const friend = { userId: 88, displayName: 'Trần Minh Châu', profilePicture: null };

export const conversations: Conversation[] = [
  {
    groupId: 2001,
    friend,
    lastMessage: makeChatMessage({ groupId: 2001, groupMessageId: 7001, userId: friend.userId, showName: friend.displayName, siteRoleId: SITE_ROLE.member, originalMessage: 'Tối nay xem trận cùng không?', toUserId: memberUser.userId }),
    unread: 1,
  },
];

export const inboxMessages: InboxMessage[] = [
  { id: 3, type: INBOX_TYPES.system, title: 'Lời mời kết bạn', content: 'Trần Minh Châu muốn kết bạn với bạn.', link: null, read: false, createdAt: AT },
  { id: 2, type: INBOX_TYPES.booking, title: 'Nhắc lịch xem trực tiếp', content: 'Trận đấu bạn đã đặt lịch sắp bắt đầu.', link: '/dat-lich-cua-ban', read: false, createdAt: AT - 3_600_000 },
  { id: 1, type: INBOX_TYPES.system, title: 'Chào mừng bạn đến với cộng đồng!', content: 'Cảm ơn bạn đã tham gia.', link: '/lich-truc-tiep', read: true, createdAt: AT - 86_400_000 },
];
