import { CHAT_DEFAULT_GROUP } from './constants';
import { SITE_ROLE } from './site-roles';

/**
 * Chat rules: the spec fixes the topics, destinations, default group and the join message;
 * the limits are ours (spec: "not shown"), chosen after Twitch's.
 */
export const CHAT_TOPIC_PREFIX = { public: '/topic/chatroom.', private: '/topic/private.' } as const;
export const CHAT_DESTINATIONS = { public: '/chat.sendMessage', private: '/chat.sendMessagePrivate' } as const;
/** Clients may also address the destinations with this prefix (Spring-style application prefix). */
export const CHAT_APP_PREFIX = '/app';
export type ChatVisibility = keyof typeof CHAT_TOPIC_PREFIX;

export const chatTopic = (groupId: number, visibility: ChatVisibility = 'public'): string =>
  `${CHAT_TOPIC_PREFIX[visibility]}${groupId}`;

/** `/topic/chatroom.30` → { groupId: 30, visibility: 'public' }; anything else → null. */
export function parseChatTopic(destination: string): { groupId: number; visibility: ChatVisibility } | null {
  for (const visibility of ['public', 'private'] as const) {
    const prefix = CHAT_TOPIC_PREFIX[visibility];
    if (!destination.startsWith(prefix)) continue;
    const rest = destination.slice(prefix.length);
    if (!/^[1-9]\d{0,9}$/.test(rest)) return null;
    const groupId = Number(rest);
    return groupId <= 2_147_483_647 ? { groupId, visibility } : null;
  }
  return null;
}

export { CHAT_DEFAULT_GROUP };

/** The ERROR `message` the broker ends a socket with when its token runs out; the client renews and reconnects. */
export const CHAT_TOKEN_EXPIRED = 'token-expired';
/** The ERROR `message` the broker ends a socket with when its sign-in ended (logged out, a new password). */
export const CHAT_TOKEN_REVOKED = 'token-revoked';

/** System message types carried in `systemMessage`. 5 and its text are the spec's; the others are ours. */
export const SYSTEM_MESSAGE = {
  none: 0,
  deleted: 1,
  pinned: 2,
  slowMode: 3,
  moderation: 4,
  join: 5,
} as const;
export const USER_JOIN_ROOM = 'USER_JOIN_ROOM';

export const CHAT_LIMITS = {
  messageMaxChars: 500,
  /** A STOMP frame larger than this is refused with an ERROR and the socket is closed. */
  frameMaxBytes: 16 * 1024,
  historySize: 50,
  reactionMaxChars: 16,
  attachmentsMax: 4,
  rateWindowMs: 30_000,
  slowModeChoicesS: [0, 3, 5, 10, 30, 60, 120] as const,
  slowModeMaxS: 120,
  /** How long a mute lasts unless the moderator says otherwise. */
  defaultMuteS: 600,
  /**
   * Open chat sockets per client address on one node; the next upgrade is answered 429. Counted per
   * node because what it protects (memory, descriptors, fan-out work) is per node. Generous, since a
   * carrier-grade NAT puts many viewers behind one address.
   */
  socketsPerAddress: 32,
  /** SUBSCRIBE and UNSUBSCRIBE frames one socket may send per window; past it they are refused, far past it the socket is closed. */
  subscribeChurn: { max: 30, windowMs: 10_000 },
} as const;

/** Messages per rate window: members as on Twitch (20 per 30 s), more for hosts and staff. */
export function chatRateLimit(siteRoleId: number): number {
  return siteRoleId === SITE_ROLE.member ? 20 : 100;
}

/** Member-inbox message types for `/live/api/user/message/list?type=`. */
export const INBOX_TYPES = { all: 0, system: 1, private: 2, booking: 3 } as const;

/** `@name` mentions: letters, digits, dot and underscore, as usernames allow. */
export const MENTION_PATTERN = /(^|\s)@([\p{L}\p{N}_.]{2,40})/gu;
