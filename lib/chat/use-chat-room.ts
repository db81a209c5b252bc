'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { ChatVisibility } from '@/lib/domain/chat';
import { useSessionStore } from '@/lib/stores/session-store';
import { chatSocket, retainChatSocket } from './chat-connection';
import { useChatStore } from './chat-store';
import type { ChatSocketState } from './socket-client';

const subscribeState = (listener: () => void) => chatSocket().onStateChange(listener);
const readState = (): ChatSocketState => chatSocket().getState();
const serverState = (): ChatSocketState => 'idle';

/** The socket's state, for the panel's header and warnings. */
export function useChatSocketState(): ChatSocketState {
  return useSyncExternalStore(subscribeState, readState, serverState);
}

/**
 * Reads one room while mounted: keeps the socket open with the session's current token (a new
 * token reconnects), subscribes to the room's topic and feeds its events into the chat store.
 */
export function useChatRoom(groupId: number, visibility: ChatVisibility, announce: boolean): void {
  const token = useSessionStore((s) => s.token);

  // The token goes first, so a socket reopened on mount starts with the current one.
  useEffect(() => {
    chatSocket().setToken(token);
  }, [token]);

  useEffect(() => retainChatSocket(), []);

  useEffect(() => {
    const { apply, drop } = useChatStore.getState();
    const unsubscribe = chatSocket().subscribe(groupId, visibility, { announce }, (event) => apply(groupId, event));
    return () => {
      unsubscribe();
      drop(groupId);
    };
  }, [groupId, visibility, announce]);
}
