'use client';

import type { Conversation } from '@/lib/contract/chat';
import { useGroupChat } from '@/lib/chat/chat-store';
import { ConversationItem, type ConversationItemProps } from './conversation-item';

/**
 * The conversation on screen: it is being read, so nothing in it is unread, and its last line is
 * the chat's own latest message rather than the list's last poll.
 */
export function OpenConversationItem(props: ConversationItemProps) {
  const chat = useGroupChat(props.conversation.groupId);
  const latest = chat.messages.findLast((m) => m.systemMessage === 0 && !m.deleted);
  const conversation: Conversation = { ...props.conversation, unread: 0, lastMessage: latest ?? props.conversation.lastMessage };
  return <ConversationItem {...props} conversation={conversation} />;
}
