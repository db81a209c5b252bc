import type { Scenario } from '../scenario';

const DEFAULT_CLOSE_MS = 3_000;

/** `chat-close:<ms>`: each socket connects, then the server closes it; the client reconnects, and it happens again. */
export const chatClose: Scenario = {
  name: 'chat-close',
  about: `The chat socket answers CONNECTED, then the server closes it after <ms> ms, every time: chat-close:<ms>, ${DEFAULT_CLOSE_MS} ms when none is given.`,
  handlers: () => [],
  chat: (param) => {
    const ms = Number(param ?? DEFAULT_CLOSE_MS);
    return { closeAfterMs: Number.isFinite(ms) && ms >= 0 ? Math.min(ms, 600_000) : DEFAULT_CLOSE_MS };
  },
};
