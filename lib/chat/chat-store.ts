import { create } from 'zustand';
import type { ChatEvent, ChatMessage } from '@/lib/contract/chat';
import { applyChatEvent, compact, emptyGroupChat, prependOlder, type GroupChat } from './group-state';

/** Messages and room state per chat group, as the socket and the history endpoint deliver them. */
export interface ChatStore {
  groups: Record<number, GroupChat>;
  apply(groupId: number, event: ChatEvent): void;
  prependOlder(groupId: number, older: ChatMessage[]): void;
  compact(groupId: number): void;
  /** Forgets a room the page no longer shows. */
  drop(groupId: number): void;
}

export const useChatStore = create<ChatStore>()((set) => {
  const update = (groupId: number, change: (group: GroupChat) => GroupChat) =>
    set((s) => {
      const current = s.groups[groupId] ?? emptyGroupChat;
      const next = change(current);
      return next === current ? s : { groups: { ...s.groups, [groupId]: next } };
    });
  return {
    groups: {},
    apply: (groupId, event) => update(groupId, (g) => applyChatEvent(g, event)),
    prependOlder: (groupId, older) => update(groupId, (g) => prependOlder(g, older)),
    compact: (groupId) => update(groupId, compact),
    drop: (groupId) =>
      set((s) => {
        if (!(groupId in s.groups)) return s;
        const groups = { ...s.groups };
        delete groups[groupId];
        return { groups };
      }),
  };
});

export const useGroupChat = (groupId: number): GroupChat => useChatStore((s) => s.groups[groupId] ?? emptyGroupChat);
