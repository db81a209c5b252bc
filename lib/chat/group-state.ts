import type { ChatEvent, ChatMessage, RoomState } from '@/lib/contract/chat';
import { CHAT_LIMITS } from '@/lib/domain/chat';

/** How many messages a room keeps in memory while the viewer follows the latest ones. */
export const CHAT_MESSAGE_CAP = 300;

export interface GroupChat {
  /** Oldest first, unique by groupMessageId. */
  messages: ChatMessage[];
  room: RoomState | null;
  /** The history event arrived (the list is not just "empty yet"). */
  ready: boolean;
  /** Older messages may exist on the server. */
  hasOlder: boolean;
  /** Grows while the viewer pages back, so the pages they load are not trimmed away at once. */
  limit: number;
}

export const emptyGroupChat: GroupChat = { messages: [], room: null, ready: false, hasOlder: true, limit: CHAT_MESSAGE_CAP };

const byId = (a: ChatMessage, b: ChatMessage) => a.groupMessageId - b.groupMessageId;

/** Incoming copies replace stored ones with the same id (a reconnect's history is newer than what we hold). */
function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const map = new Map(current.map((m) => [m.groupMessageId, m]));
  for (const m of incoming) map.set(m.groupMessageId, m);
  return [...map.values()].sort(byId);
}

function trim(state: GroupChat): GroupChat {
  if (state.messages.length <= state.limit) return state;
  return { ...state, messages: state.messages.slice(-state.limit), hasOlder: true };
}

function patchMessage(state: GroupChat, groupMessageId: number, patch: (m: ChatMessage) => ChatMessage): GroupChat {
  const index = state.messages.findIndex((m) => m.groupMessageId === groupMessageId);
  const pinned = state.room?.pinned;
  const room = state.room && pinned?.groupMessageId === groupMessageId ? { ...state.room, pinned: patch(pinned) } : state.room;
  if (index < 0) return room === state.room ? state : { ...state, room };
  const messages = state.messages.slice();
  messages[index] = patch(messages[index] as ChatMessage);
  return { ...state, messages, room };
}

/** Applies one chat event of a room's topic. */
export function applyChatEvent(state: GroupChat, event: ChatEvent): GroupChat {
  switch (event.type) {
    case 'history': {
      // A short first history is the whole room; after a reconnect what was known stays.
      const hasOlder = state.ready ? state.hasOlder : event.messages.length >= CHAT_LIMITS.historySize;
      return trim({ ...state, ready: true, hasOlder, room: event.room, messages: merge(state.messages, event.messages) });
    }
    case 'message':
      if (state.messages.some((m) => m.groupMessageId === event.message.groupMessageId)) return state;
      return trim({ ...state, messages: merge(state.messages, [event.message]) });
    case 'reaction':
      return patchMessage(state, event.groupMessageId, (m) => ({ ...m, updatedReaction: event.updatedReaction }));
    case 'deleted': {
      const next = patchMessage(state, event.groupMessageId, (m) => ({ ...m, deleted: true, originalMessage: '', attachments: [] }));
      const unpin = next.room?.pinned?.groupMessageId === event.groupMessageId;
      return unpin && next.room ? { ...next, room: { ...next.room, pinned: null } } : next;
    }
    case 'room':
      return { ...state, room: event.room };
  }
}

/** Older messages from the history endpoint, oldest first; an empty page means the start was reached. */
export function prependOlder(state: GroupChat, older: ChatMessage[]): GroupChat {
  if (older.length === 0) return { ...state, hasOlder: false };
  const messages = merge(state.messages, older);
  return { ...state, messages, limit: Math.max(state.limit, messages.length) };
}

/** Back at the latest messages: the room keeps only the cap again. */
export function compact(state: GroupChat): GroupChat {
  if (state.limit === CHAT_MESSAGE_CAP) return state;
  return trim({ ...state, limit: CHAT_MESSAGE_CAP });
}
