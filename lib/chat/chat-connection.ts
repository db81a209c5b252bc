import { CHAT_DESTINATIONS, type ChatVisibility } from '@/lib/domain/chat';
import type { ChatReact, ChatSend } from '@/lib/contract/chat';
import { chatSocketUrl, ChatSocketClient } from './socket-client';

// One socket per page, shared by every chat panel on it, open while at least one panel is shown.
let client: ChatSocketClient | null = null;
let holders = 0;

function create(): ChatSocketClient {
  return new ChatSocketClient({ url: (token) => chatSocketUrl(token, window.location) });
}

/** The page's chat socket; it is created on first use. */
export function chatSocket(): ChatSocketClient {
  client ??= create();
  return client;
}

/** Keeps the socket open while something shows a chat; the last release closes it. */
export function retainChatSocket(): () => void {
  holders += 1;
  chatSocket().resume();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) chatSocket().stop();
  };
}

/** A message or a reaction toggle, to the public or the private destination. */
export function sendToChat(visibility: ChatVisibility, body: ChatSend | ChatReact): Promise<void> {
  return chatSocket().send(CHAT_DESTINATIONS[visibility], body);
}
