import type { IFrame, IMessage, StompSubscription } from '@stomp/stompjs';
import { chatEvent, type ChatEvent } from '@/lib/contract/chat';
import { chatTopic, type ChatVisibility } from '@/lib/domain/chat';
import { CHAT_TOKEN_EXPIRED } from '@/lib/domain/chat';
import { CHAT_MAX_CONNECTS, CHAT_RECONNECT_DELAY_MS } from '@/lib/domain/constants';
import { ChatSendError, sendErrorFromFrame } from './send-error';
import { stompTransport, type StompTransport, type TransportFactory } from './stomp-transport';

/**
 * idle: not started (no token yet) · connecting · open · reconnecting: the open socket dropped, a new
 * attempt is due · unreachable: the last attempt never opened, a new one is due · exhausted: more than
 * CHAT_MAX_CONNECTS successful connects, no more attempts (a warning) · closed: stopped.
 */
export type ChatSocketState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'unreachable' | 'exhausted' | 'closed';

export interface ChatSocketOptions {
  /** ws(s)://host/websocket?token=… for a token; the token also goes in the CONNECT headers, which the server reads first. */
  url: (token: string) => string;
  transport?: TransportFactory;
  /** The server refused the token at CONNECT (expired, revoked): a chance to get a fresh one. Once per token. */
  onTokenRefused?: (token: string) => void;
}

export interface SubscribeOptions {
  /** false on the schedule page: the server then does not announce the viewer's join. */
  announce: boolean;
  /** The server refused the SUBSCRIBE (not a member, banned, no such room). */
  onRefused?: (error: ChatSendError) => void;
}

interface TopicSubscription {
  destination: string;
  announce: boolean;
  receive: (message: IMessage) => void;
  onRefused?: (error: ChatSendError) => void;
  active: StompSubscription | null;
}

interface PendingSend {
  resolve: () => void;
  reject: (error: ChatSendError) => void;
}

/** The chat socket of spec §4: one STOMP connection with the spec's reconnect rules and every topic the page reads. */
export class ChatSocketClient {
  private state: ChatSocketState = 'idle';
  private token: string | null = null;
  private transport: StompTransport | null = null;
  /** Bumped for every attempt; callbacks of an older attempt are ignored. */
  private attempt = 0;
  private connects = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private receiptSeq = 0;
  private refusedToken: string | null = null;
  private readonly subscriptions = new Set<TopicSubscription>();
  private readonly pending = new Map<string, PendingSend>();
  /** SUBSCRIBEs waiting for their RECEIPT, by receipt id. */
  private readonly subscribing = new Map<string, TopicSubscription>();
  private readonly listeners = new Set<(state: ChatSocketState) => void>();
  private readonly createTransport: TransportFactory;

  constructor(private readonly options: ChatSocketOptions) {
    this.createTransport = options.transport ?? stompTransport;
  }

  getState(): ChatSocketState {
    return this.state;
  }

  /** How many times a socket reached CONNECTED. */
  getConnectCount(): number {
    return this.connects;
  }

  onStateChange(listener: (state: ChatSocketState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sets the credential. A different token closes the current socket so the next one carries it. */
  setToken(token: string | null): void {
    if (token === this.token) return;
    this.token = token;
    // The limit guards against reconnecting in circles with one credential. A member's access token
    // is renewed every few minutes, and counting those reconnects would end the chat within the hour.
    this.connects = 0;
    if (this.state === 'closed' || this.state === 'exhausted') return;
    if (this.transport) {
      this.dropTransport();
      this.scheduleRetry('reconnecting');
    } else if (this.state === 'idle') {
      this.connect();
    }
  }

  /** Connects now unless an attempt is under way, the token is missing, or the connect limit is spent. */
  connect(): void {
    if (this.state === 'connecting' || this.state === 'open' || this.state === 'closed') return;
    if (this.connects > CHAT_MAX_CONNECTS) return this.setState('exhausted');
    if (this.token === null) return this.setState('idle');
    this.clearRetry();
    const attempt = ++this.attempt;
    const current = () => attempt === this.attempt;
    this.setState('connecting');
    const hooks = {
      onConnect: () => current() && this.opened(),
      onStompError: (frame: IFrame) => current() && this.refused(frame),
      onClose: () => current() && this.failed(),
      onError: () => current() && this.failed(),
    };
    this.transport = this.createTransport(this.options.url(this.token), hooks, { Authorization: `Bearer ${this.token}` });
    this.transport.activate();
  }

  /** A viewer's explicit "try again": starts a fresh count of connects. */
  retry(): void {
    if (this.state === 'connecting' || this.state === 'open' || this.state === 'closed') return;
    this.connects = 0;
    this.connect();
  }

  /** Reads a topic; the subscription survives reconnects. Returns the unsubscribe. */
  subscribe(groupId: number, visibility: ChatVisibility, { announce, onRefused }: SubscribeOptions, onEvent: (event: ChatEvent) => void): () => void {
    return this.add({ destination: chatTopic(groupId, visibility), announce, receive: (message) => deliver(message, onEvent), onRefused, active: null });
  }

  /**
   * Reads a topic other than a chat room's (a member's feed topic) on the same socket: each message's
   * JSON body, for the reader to check. Survives reconnects like `subscribe`. Returns the unsubscribe.
   */
  watch(destination: string, onBody: (body: unknown) => void, onRefused?: (error: ChatSendError) => void): () => void {
    return this.add({ destination, announce: false, receive: (message) => deliverJson(message, onBody), onRefused, active: null });
  }

  private add(sub: TopicSubscription): () => void {
    this.subscriptions.add(sub);
    if (this.state === 'open') this.activate(sub);
    return () => {
      this.subscriptions.delete(sub);
      if (this.state === 'open') sub.active?.unsubscribe();
      sub.active = null;
    };
  }

  /** SENDs a JSON body; resolves on the RECEIPT, rejects with the ERROR's code. */
  send(destination: string, body: unknown): Promise<void> {
    const transport = this.transport;
    if (this.state !== 'open' || !transport) return Promise.reject(new ChatSendError('unavailable', 'chat socket is not open'));
    const receipt = `send-${++this.receiptSeq}`;
    return new Promise<void>((resolve, reject) => {
      this.pending.set(receipt, { resolve, reject });
      transport.watchForReceipt(receipt, () => {
        this.pending.delete(receipt);
        resolve();
      });
      transport.publish({ destination, body: JSON.stringify(body), headers: { receipt, 'content-type': 'application/json' } });
    });
  }

  /** Opens again after a stop, with a fresh count of connects. */
  resume(): void {
    if (this.state !== 'closed') return;
    this.connects = 0;
    this.setState('idle');
    this.connect();
  }

  /** Closes until resumed (the page no longer shows a chat). */
  stop(): void {
    this.clearRetry();
    this.dropTransport();
    this.setState('closed');
  }

  private opened(): void {
    this.connects += 1;
    this.setState('open');
    for (const sub of this.subscriptions) this.activate(sub);
  }

  private refused(frame: IFrame): void {
    if (this.state === 'connecting') return this.connectRefused(frame);
    const receipt = frame.headers['receipt-id'];
    if (receipt === undefined) {
      // The server ends a socket whose token ran out; a fresh token reconnects it without a refused attempt first.
      if (frame.headers.message === CHAT_TOKEN_EXPIRED && this.token !== null) this.options.onTokenRefused?.(this.token);
      return;
    }
    const waiting = this.pending.get(receipt);
    if (waiting) {
      this.pending.delete(receipt);
      return waiting.reject(sendErrorFromFrame(frame));
    }
    const sub = this.subscribing.get(receipt);
    if (!sub) return;
    this.subscribing.delete(receipt);
    sub.active = null;
    sub.onRefused?.(sendErrorFromFrame(frame));
  }

  private connectRefused(frame: IFrame): void {
    const token = this.token;
    if (frame.headers.message !== 'unauthorized' || token === null || this.refusedToken === token) return;
    this.refusedToken = token;
    this.options.onTokenRefused?.(token);
  }

  private failed(): void {
    const wasOpen = this.state === 'open';
    this.dropTransport();
    this.scheduleRetry(wasOpen ? 'reconnecting' : 'unreachable');
  }

  private scheduleRetry(state: 'reconnecting' | 'unreachable'): void {
    if (this.connects > CHAT_MAX_CONNECTS) return this.setState('exhausted');
    this.setState(state);
    this.clearRetry();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, CHAT_RECONNECT_DELAY_MS);
  }

  private activate(sub: TopicSubscription): void {
    const transport = this.transport;
    if (!transport) return;
    // A receipt, so a refusal (ERROR with its receipt-id) can be told to this subscriber.
    const receipt = `sub-${++this.receiptSeq}`;
    const headers: Record<string, string> = sub.announce ? { receipt } : { receipt, 'x-no-join': 'true' };
    this.subscribing.set(receipt, sub);
    transport.watchForReceipt(receipt, () => this.subscribing.delete(receipt));
    sub.active = transport.subscribe(sub.destination, sub.receive, headers);
  }

  /** Forgets the current socket: its late callbacks are ignored and its waiting sends fail. */
  private dropTransport(): void {
    this.attempt += 1;
    const transport = this.transport;
    this.transport = null;
    for (const sub of this.subscriptions) sub.active = null;
    for (const waiting of this.pending.values()) waiting.reject(new ChatSendError('unavailable', 'chat socket closed'));
    this.pending.clear();
    this.subscribing.clear();
    if (transport) void transport.deactivate().catch(() => undefined);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private setState(state: ChatSocketState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}

/** Bodies that are not a chat event (a newer server, a broken frame) are skipped, not thrown. */
function deliver(message: IMessage, onEvent: (event: ChatEvent) => void): void {
  deliverJson(message, (json) => {
    const parsed = chatEvent.safeParse(json);
    if (parsed.success) onEvent(parsed.data);
  });
}

/** A body that is not JSON is skipped, not thrown. */
function deliverJson(message: IMessage, onBody: (body: unknown) => void): void {
  let json: unknown;
  try {
    json = JSON.parse(message.body);
  } catch {
    return;
  }
  onBody(json);
}

/** `ws(s)://<host>/websocket?token=…` for the page's own host. */
export function chatSocketUrl(token: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/websocket?token=${encodeURIComponent(token)}`;
}
