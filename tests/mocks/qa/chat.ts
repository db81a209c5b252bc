import { chatReact, chatSend, type ChatEvent, type ChatMessage } from '@/lib/contract/chat';
import { CHAT_LIMITS } from '@/lib/domain/chat';
import type { MockChatSocketOptions } from '@/server/mock/chat-socket';
import { ChatRefusal, type ChatPrincipal, type ChatService, type TopicRef } from '@/server/chat/types';
import { chatHistory, chatRoomState, makeChatMessage } from '../chat-data';
import { guestUser, MEMBER_TOKEN, memberUser, REFRESHED_TOKEN } from '../data';
import { journalWriter } from './chat-journal';
import { scenarioPicks, type ChatBehaviour } from './scenario';
import { SCENARIOS } from './scenarios';

const byName = new Map(SCENARIOS.map((s) => [s.name, s]));

/** What the picked scenarios make the chat socket do for a request; a later pick wins where two disagree. */
export function chatBehaviourOf(cookieHeader: string | null): ChatBehaviour {
  const behaviour: ChatBehaviour = {};
  for (const { name, param } of scenarioPicks(cookieHeader)) Object.assign(behaviour, byName.get(name)?.chat?.(param));
  return behaviour;
}

const principal = (user: typeof memberUser, token: string): ChatPrincipal => ({
  userId: user.userId,
  showName: user.displayName,
  siteRoleId: user.siteRoleId,
  profilePicture: user.profilePicture,
  isGuest: user.isGuest,
  token,
});

/**
 * The chat behind the QA mode's socket: the member's tokens are the demo member, any other token a
 * guest (who may read but not send), and each room starts with the demo history. What is sent is
 * kept, so a socket that reconnects reads it back in its history as it would from the real chat.
 */
export class DemoChatService implements ChatService {
  private readonly sent = new Map<string, ChatMessage[]>();
  private nextMessageId = 9_001;

  async authenticate(token: string): Promise<ChatPrincipal | null> {
    if (!token) return null;
    return token === MEMBER_TOKEN || token === REFRESHED_TOKEN ? principal(memberUser, token) : principal(guestUser, token);
  }

  async endedSignIns(): Promise<Set<string>> {
    return new Set();
  }

  async join(who: ChatPrincipal, topic: TopicRef): Promise<ChatEvent> {
    if (topic.visibility === 'private' && who.isGuest) throw new ChatRefusal('forbidden', 'private rooms are for members');
    const messages = [...chatHistory(topic.groupId), ...(this.sent.get(key(topic)) ?? [])].slice(-CHAT_LIMITS.historySize);
    return { type: 'history', messages, room: await this.roomState(topic.groupId) };
  }

  async send(who: ChatPrincipal, topic: TopicRef, body: unknown): Promise<ChatEvent> {
    if (who.isGuest) throw new ChatRefusal('unauthorized', 'sign in to chat');
    const reaction = chatReact.safeParse(body);
    if (reaction.success) return { type: 'reaction', groupMessageId: reaction.data.groupMessageId, updatedReaction: { [reaction.data.reaction]: 1 } };
    const parsed = chatSend.safeParse(body);
    if (!parsed.success) throw new ChatRefusal('invalid', 'not a chat message');
    const { originalMessage, lang, parentMessageId, colorName, attachments, toUserId } = parsed.data;
    const message = makeChatMessage({
      groupMessageId: this.nextMessageId++,
      groupId: topic.groupId,
      userId: who.userId,
      showName: who.showName,
      siteRoleId: who.siteRoleId,
      profilePicture: who.profilePicture,
      originalMessage,
      lang: lang ?? null,
      parentMessageId: parentMessageId ?? null,
      colorName: colorName ?? null,
      attachments: attachments ?? [],
      toUserId: toUserId ?? null,
      createdAt: Date.now(),
    });
    const list = [...(this.sent.get(key(topic)) ?? []), message].slice(-CHAT_LIMITS.historySize);
    this.sent.set(key(topic), list);
    return { type: 'message', message };
  }

  async roomState(groupId: number) {
    return chatRoomState(groupId);
  }
}

const key = (topic: TopicRef) => `${topic.visibility}:${topic.groupId}`;

/** The QA mode's chat: the demo service, the scenarios' behaviours, and the journal when `journalDir` is set. */
export function createQaChat(journalDir: string | undefined): MockChatSocketOptions {
  return { service: new DemoChatService(), behaviourOf: chatBehaviourOf, record: journalDir ? journalWriter(journalDir) : undefined };
}
