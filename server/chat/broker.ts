import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { CHAT_LIMITS, CHAT_TOKEN_EXPIRED, chatTopic } from '@/lib/domain/chat';
import type { ChatEvent } from '@/lib/contract/chat';
import { logger } from '../logger';
import { DEFAULT_STOMP_LIMITS, MessageFrameTemplate, type StompLimits } from './stomp';
import { errorFrame, type HeartBeatPolicy } from './broker-frames';
import { handleFrame, type CommandContext } from './broker-commands';
import { ChatSession, CLOSE, type SessionLimits, type Subscription } from './broker-session';
import { SignInWatch } from './broker-sign-ins';
import type { ChatBus, ChatService, DirectMessage, PresenceCounter, TopicRef } from './types';

export interface ChatBrokerOptions {
  service: ChatService;
  bus: ChatBus;
  presence: PresenceCounter;
  heartBeat?: HeartBeatPolicy;
  /** How often heart-beats, silent clients, unfinished CONNECTs and expired tokens are checked. */
  sweepMs?: number;
  connectTimeoutMs?: number;
  maxSubscriptions?: number;
  subscribeChurn?: { max: number; windowMs: number };
  /** How often the sign-ins of open sockets are checked for having ended without word on the bus. */
  signInCheckMs?: number;
  /** A socket with more than this waiting to be written is a slow consumer and is dropped. */
  maxBufferedBytes?: number;
  maxQueuedFrames?: number;
  stompLimits?: StompLimits;
}

const DEFAULTS = {
  // Browsers run timers in hidden tabs as rarely as once a minute, so a client's own heart-beats
  // can be that late: asking for one a minute (dropped after two) keeps background tabs connected.
  heartBeat: { sendMs: 10_000, wantMs: 60_000 },
  sweepMs: 1_000,
  connectTimeoutMs: 10_000,
  maxSubscriptions: 50,
  signInCheckMs: 60_000,
  maxBufferedBytes: 1024 * 1024,
  maxQueuedFrames: 64,
};

/**
 * The STOMP side of the chat: sessions, subscriptions and fan-out of bus events to this
 * node's subscribers. What a user may do is the ChatService's business.
 */
export class ChatBroker {
  private readonly sessions = new Set<ChatSession>();
  private readonly topics = new Map<string, Set<Subscription>>();
  private readonly nodeId = randomUUID().slice(0, 8);
  private messageSeq = 0;
  private sessionSeq = 0;
  private readonly ctx: CommandContext;
  private readonly stopListening: () => void;
  private readonly stopControl: () => void;
  private readonly stopDirect: () => void;
  private readonly signIns: SignInWatch;
  private readonly sweeper: NodeJS.Timeout;
  private readonly connectTimeoutMs: number;
  private readonly limits: SessionLimits;

  constructor(private readonly opts: ChatBrokerOptions) {
    this.connectTimeoutMs = opts.connectTimeoutMs ?? DEFAULTS.connectTimeoutMs;
    this.limits = {
      stomp: opts.stompLimits ?? DEFAULT_STOMP_LIMITS,
      maxBufferedBytes: opts.maxBufferedBytes ?? DEFAULTS.maxBufferedBytes,
      maxQueuedFrames: opts.maxQueuedFrames ?? DEFAULTS.maxQueuedFrames,
    };
    this.signIns = new SignInWatch(opts.service, this.sessions, opts.signInCheckMs ?? DEFAULTS.signInCheckMs);
    this.ctx = {
      service: opts.service,
      bus: opts.bus,
      heartBeat: opts.heartBeat ?? DEFAULTS.heartBeat,
      maxSubscriptions: opts.maxSubscriptions ?? DEFAULTS.maxSubscriptions,
      subscribeChurn: opts.subscribeChurn ?? CHAT_LIMITS.subscribeChurn,
      signOutsHeard: () => this.signIns.signOutsHeard,
      subscribe: (session, id, topic, destination) => this.addSubscription(session, id, topic, destination),
      unsubscribe: (subscription) => this.removeSubscription(subscription),
      nextMessageId: () => `${this.nodeId}-${(this.messageSeq += 1)}`,
    };
    this.stopListening = opts.bus.onEvent((topic, event) => this.fanOut(topic, event));
    this.stopControl = opts.bus.onControl((control) => this.signIns.signOut(control));
    this.stopDirect = opts.bus.onDirect((message) => this.fanOutDirect(message));
    this.sweeper = setInterval(() => this.sweep(), opts.sweepMs ?? DEFAULTS.sweepMs);
    this.sweeper.unref();
  }

  /** Takes over an accepted WebSocket; `token` is the `?token=` of its URL ('' when absent), used unless CONNECT names one. */
  attach(socket: WebSocket, client: { token: string; ip?: string }): ChatSession {
    const session = new ChatSession(`${this.nodeId}-s${(this.sessionSeq += 1)}`, client, socket, {
      handle: (s, frame) => handleFrame(this.ctx, s, frame).catch((err: unknown) => {
        logger.error({ err, command: frame.command }, 'chat frame failed');
        s.send(errorFrame('unavailable', 'the chat could not handle this frame', { receiptId: frame.headers.get('receipt') }));
      }),
      closed: (s) => this.detach(s),
    }, this.limits);
    this.sessions.add(session);
    return session;
  }

  get connectionCount(): number {
    return this.sessions.size;
  }

  /** Closes every socket (clients reconnect to another node) and stops listening to the bus. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.stopListening();
    this.stopControl();
    this.stopDirect();
    for (const session of [...this.sessions]) session.close(CLOSE.goingAway, 'server shutting down');
  }

  private fanOut(topic: TopicRef, event: ChatEvent): void {
    const destination = chatTopic(topic.groupId, topic.visibility);
    const subscribers = this.topics.get(destination);
    if (!subscribers || subscribers.size === 0) return;
    const template = new MessageFrameTemplate(
      [['destination', destination], ['message-id', this.ctx.nextMessageId()], ['content-type', 'application/json']],
      JSON.stringify(event),
    );
    for (const subscription of subscribers) subscription.session.deliver(subscription, template.forSubscription(subscription.id));
  }

  private fanOutDirect(message: DirectMessage): void {
    const subscribers = this.topics.get(message.destination);
    if (!subscribers || subscribers.size === 0) return;
    const template = new MessageFrameTemplate(
      [['destination', message.destination], ['message-id', this.ctx.nextMessageId()], ['content-type', 'application/json']],
      message.body,
    );
    for (const subscription of subscribers) subscription.session.deliver(subscription, template.forSubscription(subscription.id));
  }

  private addSubscription(session: ChatSession, id: string, topic: TopicRef | null, destination: string): Subscription {
    // A room's subscription holds events until its history is sent; other destinations have no history.
    const subscription: Subscription = { id, session, topic, destination, pending: topic ? [] : null };
    const firstInGroup = topic !== null && !hasGroup(session, topic.groupId);
    session.subscriptions.set(id, subscription);
    let subscribers = this.topics.get(destination);
    if (!subscribers) this.topics.set(destination, (subscribers = new Set()));
    subscribers.add(subscription);
    if (topic && firstInGroup) this.opts.presence.add(topic.groupId, 1);
    return subscription;
  }

  private removeSubscription(subscription: Subscription): void {
    const { session, topic, destination } = subscription;
    if (session.subscriptions.get(subscription.id) !== subscription) return;
    session.subscriptions.delete(subscription.id);
    const subscribers = this.topics.get(destination);
    subscribers?.delete(subscription);
    if (subscribers?.size === 0) this.topics.delete(destination);
    if (topic && !hasGroup(session, topic.groupId)) this.opts.presence.add(topic.groupId, -1);
  }

  private detach(session: ChatSession): void {
    for (const subscription of [...session.subscriptions.values()]) this.removeSubscription(subscription);
    this.sessions.delete(session);
  }

  private sweep(): void {
    const now = Date.now();
    this.signIns.tick(now);
    for (const session of this.sessions) {
      if (!session.principal) {
        if (now - session.openedAt > this.connectTimeoutMs) session.fail('not-connected', 'no CONNECT in time');
        continue;
      }
      if (session.principal.expiresAt !== undefined && now >= session.principal.expiresAt) {
        session.fail(CHAT_TOKEN_EXPIRED, 'the token expired: reconnect with a new one');
        continue;
      }
      // STOMP 1.2 lets a peer consider the connection dead after some tolerance; ours is twice the interval.
      if (session.receiveHeartBeatMs > 0 && now - session.lastReceivedAt > 2 * session.receiveHeartBeatMs) {
        session.terminate();
        continue;
      }
      if (session.sendHeartBeatMs > 0 && now - session.lastSentAt >= session.sendHeartBeatMs) session.sendHeartBeat();
    }
  }
}

function hasGroup(session: ChatSession, groupId: number): boolean {
  for (const subscription of session.subscriptions.values()) if (subscription.topic?.groupId === groupId) return true;
  return false;
}
