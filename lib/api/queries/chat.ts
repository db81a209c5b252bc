import { useMutation } from '@tanstack/react-query';
import { chatBan, chatDelete, chatHistory, chatMute, chatPin, chatSlowMode } from '@/lib/contract/chat-calls';
import type { ChatMessage } from '@/lib/contract/chat';
import { apiQuery } from '../lazy-client';

/** Messages older than `before` (a groupMessageId), oldest first; empty at the start of the room. */
export function fetchOlderChat(groupId: number, before: number | undefined, signal?: AbortSignal): Promise<ChatMessage[]> {
  return apiQuery(chatHistory, { query: before === undefined ? { groupId } : { groupId, before }, signal });
}

export type ModerationAction =
  | { kind: 'delete'; groupMessageId: number }
  | { kind: 'pin'; groupMessageId: number | null }
  | { kind: 'mute'; userId: number }
  | { kind: 'ban'; userId: number }
  | { kind: 'slow-mode'; seconds: number };

/** The room's own state arrives over the socket afterwards, so nothing here writes to a cache. */
export function moderateChat(groupId: number, action: ModerationAction): Promise<unknown> {
  switch (action.kind) {
    case 'delete':
      return apiQuery(chatDelete, { body: { groupId, groupMessageId: action.groupMessageId } });
    case 'pin':
      return apiQuery(chatPin, { body: { groupId, groupMessageId: action.groupMessageId } });
    case 'mute':
      return apiQuery(chatMute, { body: { groupId, userId: action.userId } });
    case 'ban':
      return apiQuery(chatBan, { body: { groupId, userId: action.userId } });
    case 'slow-mode':
      return apiQuery(chatSlowMode, { body: { groupId, seconds: action.seconds } });
  }
}

export function useChatModeration(groupId: number) {
  return useMutation({ mutationFn: (action: ModerationAction) => moderateChat(groupId, action) });
}
