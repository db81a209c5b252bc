import * as z from 'zod/mini';
import { endpoint, queryInt } from './endpoint';
import * as calls from './chat-calls';
import { CHAT_LIMITS, INBOX_TYPES } from '@/lib/domain/chat';
import { CHAT_ROOM_TABS } from '@/lib/domain/chat-room-tabs';
import { MODERATION_ACTIONS, MODERATION_LOG_PAGE_SIZE } from '@/lib/domain/chat-moderation';
import { MESSAGE_LIST_PAGE_SIZE } from '@/lib/domain/constants';
import { LOCALES } from '@/lib/domain/locale';

const id = queryInt(1, 2_147_483_647);
const bodyId = z.int().check(z.positive(), z.maximum(2_147_483_647));

/** Emoji → how many viewers reacted with it. */
export const reactionCounts = z.record(z.string(), z.int());

/**
 * A chat message as it travels to clients: the spec's fields plus what the panel shows.
 * `ip` is part of the spec's shape but is never sent to other viewers: it is always null on the wire.
 */
export const chatMessage = z.object({
  groupMessageId: z.int(),
  groupId: z.int(),
  userId: z.int(),
  showName: z.string(),
  originalMessage: z.string(),
  /** The language the sender wrote in, when known; null when it is not. */
  lang: z.nullable(z.enum(LOCALES)),
  /** 0 for a viewer's message; SYSTEM_MESSAGE codes otherwise (5 = USER_JOIN_ROOM). */
  systemMessage: z.int(),
  parentMessageId: z.nullable(z.int()),
  /** The message replied to, so the reply can quote it without another request. */
  parent: z.nullable(z.object({ groupMessageId: z.int(), showName: z.string(), originalMessage: z.string(), lang: z.nullable(z.enum(LOCALES)) })),
  colorName: z.nullable(z.string()),
  reaction: z.nullable(z.string()),
  updatedReaction: reactionCounts,
  attachments: z.array(z.string()),
  isGuest: z.boolean(),
  vipGroup: z.nullable(z.string()),
  ip: z.null(),
  toUserId: z.nullable(z.int()),
  siteRoleId: z.int(),
  /** The sender's member level, shown on the LV badge ("LV 12"); null for anyone who wears another badge or none. */
  level: z.optional(z.nullable(z.int())),
  profilePicture: z.nullable(z.string()),
  deleted: z.boolean(),
  createdAt: z.int(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** The sender as the client sees it; the spec's client sends it, and it must be the token's member. */
const senderId = z.optional(z.nullable(bodyId));

/**
 * What a client SENDs to `/chat.sendMessage` or `/chat.sendMessagePrivate`. Other fields of the
 * message shape that the spec's client sends along (showName, isGuest, ip, systemMessage …) are
 * dropped, never trusted: the server sets them.
 */
export const chatSend = z.object({
  groupId: bodyId,
  userId: senderId,
  originalMessage: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_LIMITS.messageMaxChars)),
  /** The interface language the sender wrote from, kept with the message as its language. */
  lang: z.optional(z.nullable(z.enum(LOCALES))),
  parentMessageId: z.optional(z.nullable(bodyId)),
  colorName: z.optional(z.nullable(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)))),
  attachments: z.optional(z.nullable(z.array(z.string().check(z.maxLength(300))).check(z.maxLength(CHAT_LIMITS.attachmentsMax)))),
  toUserId: z.optional(z.nullable(bodyId)),
});
export type ChatSend = z.infer<typeof chatSend>;

/** A reaction is also SENT to the same destination: it toggles the sender's reaction on a message. */
export const chatReact = z.object({
  groupId: bodyId,
  userId: senderId,
  groupMessageId: bodyId,
  reaction: z.string().check(z.minLength(1), z.maxLength(CHAT_LIMITS.reactionMaxChars)),
});
export type ChatReact = z.infer<typeof chatReact>;

export const roomState = z.object({
  groupId: z.int(),
  slowModeS: z.int(),
  pinned: z.nullable(chatMessage),
  /** Online members (sockets subscribed to the room, across nodes). */
  online: z.int(),
});
export type RoomState = z.infer<typeof roomState>;

/** Body of every MESSAGE frame on a chat topic. `history` goes only to the subscriber that just joined. */
export const chatEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('history'), messages: z.array(chatMessage), room: roomState }),
  z.object({ type: z.literal('message'), message: chatMessage }),
  z.object({ type: z.literal('reaction'), groupMessageId: z.int(), updatedReaction: reactionCounts }),
  z.object({ type: z.literal('deleted'), groupMessageId: z.int() }),
  z.object({ type: z.literal('room'), room: roomState }),
]);
export type ChatEvent = z.infer<typeof chatEvent>;

export const chatRoomSummary = z.object({
  groupId: z.int(),
  name: z.string(),
  description: z.string(),
  /** The live room this chat belongs to, if any. */
  roomId: z.nullable(z.int()),
  /** The live room's page, for a chat that belongs to one. */
  livePath: z.nullable(z.string()),
  online: z.int(),
  followers: z.int(),
  following: z.boolean(),
  lastMessageAt: z.nullable(z.int()),
});
export type ChatRoomSummary = z.infer<typeof chatRoomSummary>;

export { CHAT_ROOM_TABS };

export const chatRoomList = endpoint(calls.chatRoomList, {
  query: z.object({ tab: z.optional(z.enum(CHAT_ROOM_TABS)) }),
  data: z.array(chatRoomSummary),
});
export const chatRoomDetail = endpoint(calls.chatRoomDetail, {
  query: z.object({ groupId: id }),
  data: z.object({ room: chatRoomSummary, state: roomState, canModerate: z.boolean() }),
});
export const chatRoomFollow = endpoint(calls.chatRoomFollow, {
  body: z.strictObject({ groupId: bodyId, follow: z.boolean() }),
  data: chatRoomSummary,
});
/** Older messages, newest last; `before` is a groupMessageId. */
export const chatHistory = endpoint(calls.chatHistory, {
  query: z.object({ groupId: id, before: z.optional(id) }),
  data: z.array(chatMessage),
});

const moderationTarget = z.strictObject({ groupId: bodyId, userId: bodyId, durationS: z.optional(z.int().check(z.positive(), z.maximum(30 * 24 * 3600))) });
/**
 * Public rooms only: staff roles everywhere, a commentator in the rooms they host (403 otherwise, and in
 * every private conversation). Ban removes from the room until lifted; mute silences for durationS.
 */
export const chatBan = endpoint(calls.chatBan, { body: moderationTarget, data: z.null() });
export const chatMute = endpoint(calls.chatMute, { body: moderationTarget, data: z.null() });
export const chatLift = endpoint(calls.chatLift, {
  body: z.strictObject({ groupId: bodyId, userId: bodyId }),
  data: z.null(),
});
/** A moderator deletes any message of the room; anyone may delete their own, in a private conversation too. */
export const chatDelete = endpoint(calls.chatDelete, {
  body: z.strictObject({ groupId: bodyId, groupMessageId: bodyId }),
  data: z.null(),
});
/** groupMessageId null unpins. */
export const chatPin = endpoint(calls.chatPin, {
  body: z.strictObject({ groupId: bodyId, groupMessageId: z.nullable(bodyId) }),
  data: roomState,
});
export const chatSlowMode = endpoint(calls.chatSlowMode, {
  body: z.strictObject({ groupId: bodyId, seconds: z.int().check(z.minimum(0), z.maximum(CHAT_LIMITS.slowModeMaxS)) }),
  data: roomState,
});

const loggedMember = z.object({ userId: z.int(), displayName: z.nullable(z.string()) });
export const moderationLogEntry = z.object({
  id: z.int(),
  action: z.enum(MODERATION_ACTIONS),
  actor: loggedMember,
  /** Null for actions outside a room: role changes and comments. */
  groupId: z.nullable(z.int()),
  groupName: z.nullable(z.string()),
  target: z.nullable(loggedMember),
  /** The chat message acted on; for the `comment-` actions, the comment. */
  messageId: z.nullable(z.int()),
  detail: z.nullable(z.string()),
  createdAt: z.int(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntry>;

/** The moderation audit trail, newest first: staff roles read all of it, a host the rooms they host (groupId). */
export const moderationLog = endpoint(calls.moderationLog, {
  query: z.object({
    groupId: z.optional(id),
    pageNum: z.optional(queryInt(1, 10_000)),
    pageSize: z.optional(queryInt(1, MODERATION_LOG_PAGE_SIZE.max)),
  }),
  data: z.object({ list: z.array(moderationLogEntry), total: z.int() }),
});

export const conversation = z.object({
  groupId: z.int(),
  friend: z.object({ userId: z.int(), displayName: z.string(), profilePicture: z.nullable(z.string()) }),
  lastMessage: z.nullable(chatMessage),
  unread: z.int(),
});
export type Conversation = z.infer<typeof conversation>;

/** Private conversations of the caller, one per friend; opening one with a non-friend is 403. */
export const privateList = endpoint(calls.privateList, { data: z.array(conversation) });
export const privateOpen = endpoint(calls.privateOpen, {
  body: z.strictObject({ userId: bodyId }),
  data: conversation,
});

export const inboxMessage = z.object({
  id: z.int(),
  type: z.int(),
  title: z.string(),
  content: z.string(),
  link: z.nullable(z.string()),
  read: z.boolean(),
  createdAt: z.int(),
});
export type InboxMessage = z.infer<typeof inboxMessage>;

const inboxTypes = Object.values(INBOX_TYPES);
export const messageList = endpoint(calls.messageList, {
  query: z.object({
    type: z.optional(z.pipe(z.coerce.number(), z.int().check(z.refine((t) => inboxTypes.includes(t as never), 'unknown type')))),
    pageNum: z.optional(queryInt(1, 10_000)),
    pageSize: z.optional(queryInt(1, MESSAGE_LIST_PAGE_SIZE)),
  }),
  data: z.object({ list: z.array(inboxMessage), total: z.int(), unread: z.int() }),
});
/** Marks one message read; id 0 marks all of them. */
export const messageMarkRead = endpoint(calls.messageMarkRead, {
  body: z.strictObject({ id: z.int().check(z.minimum(0), z.maximum(2_147_483_647)) }),
  data: z.object({ unread: z.int() }),
});
