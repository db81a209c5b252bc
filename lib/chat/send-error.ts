import type { IFrame } from '@stomp/stompjs';

/**
 * Why a SEND was refused: the broker's ERROR codes, plus `unavailable` when no socket is open. `held` is
 * not a failure: the message was kept for a moderator to review and is not shown until approved.
 */
export const CHAT_SEND_CODES = ['rate-limited', 'slow-mode', 'muted', 'banned', 'suspended', 'held', 'unauthorized', 'forbidden', 'invalid', 'not-found', 'unavailable'] as const;
export type ChatSendCode = (typeof CHAT_SEND_CODES)[number];

export class ChatSendError extends Error {
  constructor(
    readonly code: ChatSendCode,
    message: string,
    /** How long until a send can succeed (rate limit, slow mode), when the server says. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ChatSendError';
  }
}

const isCode = (value: unknown): value is ChatSendCode => CHAT_SEND_CODES.includes(value as ChatSendCode);

function parseBody(body: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** An ERROR frame (header `message` = code, JSON body `{code, message, retryAfterMs?}`) as a typed error. */
export function sendErrorFromFrame(frame: IFrame): ChatSendError {
  const body = parseBody(frame.body);
  const raw = body.code ?? frame.headers.message;
  const code = isCode(raw) ? raw : 'invalid';
  const message = typeof body.message === 'string' ? body.message : String(raw ?? code);
  const retryAfterMs = typeof body.retryAfterMs === 'number' && body.retryAfterMs >= 0 ? body.retryAfterMs : undefined;
  return new ChatSendError(code, message, retryAfterMs);
}
