import type { ChatBus, PresenceCounter } from './types';

export interface ChatRuntime {
  bus: ChatBus;
  presence: PresenceCounter;
}

const holder = globalThis as typeof globalThis & { __portalChatRuntime?: ChatRuntime };

/** Set once by the server when the broker starts, so REST moderation can reach the sockets. */
export function setChatRuntime(runtime: ChatRuntime | null): void {
  holder.__portalChatRuntime = runtime ?? undefined;
}

/**
 * The running chat's bus and presence, or null when no broker runs in this process (a REST-only
 * process or a test): moderation is then stored and clients see it on their next join.
 */
export function chatRuntime(): ChatRuntime | null {
  return holder.__portalChatRuntime ?? null;
}
