import type { CHAT_TOKEN_EXPIRED, CHAT_TOKEN_REVOKED } from '@/lib/domain/chat';
import { encodeFrame, type StompFrame, type StompFrameErrorCode, type StompHeaders } from './stomp';
import type { ChatRefusal } from './types';

/** The short codes an ERROR frame carries in its `message` header, for the client to translate. */
export type BrokerErrorCode =
  | ChatRefusal['code']
  | StompFrameErrorCode
  | 'unknown-destination'
  | 'unknown-command'
  | 'unsupported-command'
  | 'unsupported-version'
  | 'not-connected'
  | 'too-many-subscriptions'
  | 'flood'
  | typeof CHAT_TOKEN_EXPIRED
  | typeof CHAT_TOKEN_REVOKED
  | 'unavailable';

export const BROKER_SERVER_NAME = 'portal-chat/1.0';
export const HEART_BEAT_FRAME = Buffer.from('\n', 'utf8');

export function errorFrame(code: BrokerErrorCode, message: string, opts: { receiptId?: string; retryAfterMs?: number; headers?: StompHeaders } = {}): Buffer {
  const headers: (readonly [string, string])[] = [...(opts.headers ?? []), ['message', code], ['content-type', 'application/json']];
  if (opts.receiptId !== undefined) headers.push(['receipt-id', opts.receiptId]);
  const body = opts.retryAfterMs === undefined ? { code, message } : { code, message, retryAfterMs: opts.retryAfterMs };
  return encodeFrame('ERROR', headers, JSON.stringify(body));
}

export const receiptFrame = (receiptId: string): Buffer => encodeFrame('RECEIPT', [['receipt-id', receiptId]]);

export function messageFrame(headers: StompHeaders, body: string): Buffer {
  return encodeFrame('MESSAGE', [...headers, ['content-type', 'application/json']], body);
}

export interface HeartBeatPolicy {
  /** How often the server can send heart-beats (0: never). */
  sendMs: number;
  /** How often the server wants to hear from clients (0: not at all). */
  wantMs: number;
}

/** STOMP 1.2 negotiation: each direction runs at the slower of what one side offers and the other wants. */
export function negotiateHeartBeat(header: string | undefined, policy: HeartBeatPolicy): { sendMs: number; receiveMs: number } {
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(header ?? '');
  const clientSends = match ? Number(match[1]) : 0;
  const clientWants = match ? Number(match[2]) : 0;
  return {
    sendMs: policy.sendMs > 0 && clientWants > 0 ? Math.max(policy.sendMs, clientWants) : 0,
    receiveMs: policy.wantMs > 0 && clientSends > 0 ? Math.max(policy.wantMs, clientSends) : 0,
  };
}

/** The version a CONNECT asks for: STOMP 1.2 only; a missing header means 1.0, which we do not speak. */
export function acceptsVersion12(frame: StompFrame): boolean {
  const versions = frame.headers.get('accept-version');
  return versions !== undefined && versions.split(',').some((v) => v.trim() === '1.2');
}

/**
 * The token a CONNECT carries in `Authorization` (with or without `Bearer `) or a `token` header; it
 * wins over the socket's `?token=`. Undefined when neither names one ('', 'null' and 'undefined' are
 * what clients send for no token).
 */
export function connectToken(frame: StompFrame): string | undefined {
  for (const name of ['Authorization', 'authorization', 'token']) {
    const token = frame.headers.get(name)?.trim().replace(/^Bearer\s+/i, '');
    if (token !== undefined && token !== '' && token !== 'null' && token !== 'undefined') return token;
  }
  return undefined;
}
