import type { WebSocket } from 'ws';
import { StompParser, type StompFrame, type StompLimits } from './stomp';
import { errorFrame, HEART_BEAT_FRAME, type BrokerErrorCode } from './broker-frames';
import type { ChatPrincipal, TopicRef } from './types';

export interface Subscription {
  readonly id: string;
  readonly session: ChatSession;
  /** The chat room; null for a destination outside the rooms (a member's feed topic), which has no presence. */
  readonly topic: TopicRef | null;
  /** The topic's destination, also the registry key. */
  readonly destination: string;
  /** Events that arrived while the history was being read; flushed right after it. */
  pending: Buffer[] | null;
}

/** Close codes: 1000 normal, 1001 going away, 1002 protocol error, 1008 policy, 1009 too big. */
export const CLOSE = { normal: 1000, goingAway: 1001, protocol: 1002, policy: 1008, tooBig: 1009 } as const;

const TEXT = { binary: false } as const;

export interface SessionHooks {
  /** Handles one frame; frames of a socket are handled one after the other, in order. */
  handle(session: ChatSession, frame: StompFrame): Promise<void>;
  /** Called once when the socket goes away, whatever the reason. */
  closed(session: ChatSession): void;
}

export interface SessionLimits {
  stomp: StompLimits;
  maxBufferedBytes: number;
  maxQueuedFrames: number;
}

/** One socket: its parser, who it is, what it subscribed to, heart-beat bookkeeping. */
export class ChatSession {
  principal: ChatPrincipal | null = null;
  readonly subscriptions = new Map<string, Subscription>();
  readonly openedAt = Date.now();
  lastReceivedAt = this.openedAt;
  lastSentAt = this.openedAt;
  sendHeartBeatMs = 0;
  receiveHeartBeatMs = 0;
  private closing = false;
  private cleanedUp = false;
  private churn = { start: 0, count: 0 };
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  private readonly parser: StompParser;

  constructor(
    readonly id: string,
    /** What the upgrade request said: the `?token=` ('' when absent) and the client's address. */
    readonly client: { token: string; ip?: string },
    private readonly socket: WebSocket,
    private readonly hooks: SessionHooks,
    private readonly limits: SessionLimits,
  ) {
    this.parser = new StompParser(limits.stomp);
    socket.on('message', (data: Buffer) => this.receive(data));
    socket.on('close', () => this.cleanUp());
    socket.on('error', () => this.cleanUp());
  }

  get isOpen(): boolean {
    return !this.closing;
  }

  send(frame: Buffer): void {
    if (this.closing) return;
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      // A client that cannot keep up is dropped; it reconnects and gets the history again.
      this.terminate();
      return;
    }
    this.lastSentAt = Date.now();
    this.socket.send(frame, TEXT);
  }

  sendHeartBeat(): void {
    this.send(HEART_BEAT_FRAME);
  }

  /** Counts a SUBSCRIBE or UNSUBSCRIBE in a fixed window; returns how many this window holds and when it ends. */
  countSubscriptionChange(now: number, windowMs: number): { count: number; retryAfterMs: number } {
    if (now - this.churn.start >= windowMs) this.churn = { start: now, count: 0 };
    this.churn.count += 1;
    return { count: this.churn.count, retryAfterMs: Math.max(1, this.churn.start + windowMs - now) };
  }

  deliver(subscription: Subscription, frame: Buffer): void {
    if (subscription.pending) subscription.pending.push(frame);
    else this.send(frame);
  }

  /** ERROR, then close: for protocol errors and lost authentication. */
  fail(code: BrokerErrorCode, message: string, closeCode: number = CLOSE.policy, receiptId?: string): void {
    this.send(errorFrame(code, message, { receiptId }));
    this.close(closeCode, code);
  }

  close(code: number, reason: string): void {
    if (this.closing) return;
    this.closing = true;
    this.socket.close(code, reason);
    this.cleanUp();
  }

  terminate(): void {
    this.closing = true;
    this.socket.terminate();
    this.cleanUp();
  }

  private receive(data: Buffer): void {
    if (this.closing) return;
    this.lastReceivedAt = Date.now();
    const { frames, error } = this.parser.push(data);
    for (const frame of frames) {
      this.queued += 1;
      if (this.queued > this.limits.maxQueuedFrames) {
        this.fail('flood', 'too many frames waiting to be handled');
        return;
      }
      this.queue = this.queue.then(() => (this.closing ? undefined : this.hooks.handle(this, frame))).finally(() => {
        this.queued -= 1;
      });
    }
    if (error) {
      const closeCode = error.code === 'malformed-frame' ? CLOSE.protocol : CLOSE.tooBig;
      this.queue = this.queue.then(() => this.fail(error.code, error.message, closeCode));
    }
  }

  private cleanUp(): void {
    this.closing = true;
    if (this.cleanedUp) return;
    this.cleanedUp = true;
    this.hooks.closed(this);
  }
}
