import type { ChatEvent, RoomState } from '@/lib/contract/chat';
import type { ChatVisibility } from '@/lib/domain/chat';

/**
 * The seam between the STOMP broker (frames, sockets, subscriptions, fan-out) and the chat
 * service (who may do what, storage, moderation). The broker knows nothing of the database;
 * the service knows nothing of frames.
 */

/** Who is on the other end of a socket, resolved once from its token at connect time. */
export interface ChatPrincipal {
  userId: number;
  showName: string;
  siteRoleId: number;
  profilePicture: string | null;
  isGuest: boolean;
  /** The token the socket was opened with; a different token means a different socket. */
  token: string;
  /** When the token stops being valid (ms since the epoch); the broker closes the socket then. */
  expiresAt?: number;
  /** The member's sign-in the token belongs to; the socket ends with it. */
  sid?: string;
  /** The client's address as the broker saw it at the upgrade; stored with messages for moderation, never sent. */
  ip?: string;
}

/** A refusal the broker turns into an ERROR frame (socket kept open unless `fatal`). */
export class ChatRefusal extends Error {
  constructor(
    // `suspended`: the account is suspended by staff (lib/domain/review); `held`: the spam filter held the message for review.
    readonly code: 'unauthorized' | 'forbidden' | 'not-found' | 'invalid' | 'rate-limited' | 'slow-mode' | 'muted' | 'banned' | 'suspended' | 'held',
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface TopicRef {
  groupId: number;
  visibility: ChatVisibility;
}

/** Word to every node about the sockets themselves rather than a room: a sign-in ended, or all of a member's. */
export type ChatControl = { type: 'sign-out'; sid: string } | { type: 'sign-out-all'; userId: number };

/**
 * A message for a destination outside the chat rooms (a member's feed topic, lib/domain/feed), its body
 * already JSON: it has no history and no presence, and goes as is to whoever subscribed to it.
 */
export interface DirectMessage {
  destination: string;
  body: string;
}

/** Fan-out of events to every node's subscribers of a topic: in process, or Redis pub/sub. */
export interface ChatBus {
  publish(topic: TopicRef, event: ChatEvent): Promise<void>;
  /** Called for every event published by any node (including this one). Returns an unsubscribe. */
  onEvent(handler: (topic: TopicRef, event: ChatEvent) => void): () => void;
  /** Control messages travel apart from chat events, so no room's subscribers ever see them. */
  publishControl(control: ChatControl): Promise<void>;
  onControl(handler: (control: ChatControl) => void): () => void;
  /** Direct messages travel on their own channel too; every node hands them to its subscribers of the destination. */
  publishDirect(message: DirectMessage): Promise<void>;
  onDirect(handler: (message: DirectMessage) => void): () => void;
  close(): Promise<void>;
}

/** Counts of subscribers per room across nodes, for `online` figures. */
export interface PresenceCounter {
  add(groupId: number, delta: number): void;
  online(groupId: number): Promise<number>;
}

export interface ChatService {
  /** null for a missing, forged or expired token, or one of an ended sign-in: the broker answers CONNECT with an ERROR. */
  authenticate(token: string): Promise<ChatPrincipal | null>;
  /** Which of these sign-ins have ended since their sockets connected. */
  endedSignIns(sids: readonly string[]): Promise<Set<string>>;
  /**
   * Checks the principal may read the topic and returns the history event for the subscriber.
   * `announce` is false when the client subscribed from the schedule page (header `x-no-join:true`).
   * Throws ChatRefusal.
   */
  join(principal: ChatPrincipal, topic: TopicRef, opts: { announce: boolean }): Promise<ChatEvent>;
  /** Validates, rate-limits, stores, and returns the event to broadcast. Throws ChatRefusal. */
  send(principal: ChatPrincipal, topic: TopicRef, body: unknown): Promise<ChatEvent>;
  roomState(groupId: number): Promise<RoomState>;
}
