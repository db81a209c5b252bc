import type { ChatMessage, RoomState } from '@/lib/contract/chat';
import { SITE_ROLE } from '@/lib/domain/site-roles';

/** A viewer's message in group 30, overridable field by field. */
export function makeChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const id = overrides.groupMessageId ?? 1;
  return {
    groupMessageId: id,
    groupId: 30,
    userId: 100 + id,
    showName: `Khán giả ${id}`,
    originalMessage: `Tin nhắn ${id}`,
    lang: 'vi',
    systemMessage: 0,
    parentMessageId: null,
    parent: null,
    colorName: null,
    reaction: null,
    updatedReaction: {},
    attachments: [],
    isGuest: false,
    vipGroup: null,
    ip: null,
    toUserId: null,
    siteRoleId: SITE_ROLE.member,
    profilePicture: null,
    deleted: false,
    createdAt: 1_763_000_000_000 + id * 1000,
    ...overrides,
  };
}

export function makeRoomState(overrides: Partial<RoomState> = {}): RoomState {
  return { groupId: 30, slowModeS: 0, pinned: null, online: 12, ...overrides };
}
