import { chatReact, chatSend, type ChatEvent, type ChatReact, type ChatSend, type RoomState } from '@/lib/contract/chat';
import { CHAT_LIMITS, SYSTEM_MESSAGE, USER_JOIN_ROOM, chatRateLimit } from '@/lib/domain/chat';
import { announcesJoin } from '@/lib/domain/site-roles';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { pointsOf } from '@/server/services/points';
import { holdChatIfSpam } from '@/server/services/review/chat-filter';
import { suspendedUntil } from '@/server/services/review/file';
import { conversationAccess } from '@/server/services/private-rule';
import { activeSanctions, canModerate, type ActiveSanctions } from './moderation';
import { sharedRoomHistory } from './history-cache';
import { endedSignIns, principalOf } from './principal';
import { defaultChatRateLimiter, type ChatRateLimiter } from './rate-limit';
import { chatRuntime } from './runtime';
import { findGroup, groupMemberIds, isVisibleAs, type ChatGroup } from './store';
import { insertMessage, joinAnnouncedSince, lastMessageAtBy, liveMessageIn, markConversationRead, messageById, storedMessage, type NewChatMessage } from './store-messages';
import { toggleReaction } from './store-reactions';
import { cleanMessageText, isAllowedAttachment, isCleanReaction } from './store-text';
import { ChatRefusal, type ChatBus, type ChatPrincipal, type ChatService, type PresenceCounter, type TopicRef } from './types';

/** A reconnect within this long does not announce the same member joining the same room again. */
export const JOIN_ANNOUNCE_QUIET_MS = 5 * 60_000;

export interface ChatServiceDeps {
  getDb: () => Promise<Db>;
  /** Defaults to Redis when REDIS_URL is set, else this node's memory. */
  rateLimiter?: ChatRateLimiter;
  /** Where join announcements go; defaults to the running chat's bus. */
  bus?: ChatBus;
  /** Online counts; defaults to the running chat's presence (0 without one). */
  presence?: PresenceCounter;
  now?: () => number;
}

export function createChatService(deps: ChatServiceDeps): ChatService {
  const rateLimiter = deps.rateLimiter ?? defaultChatRateLimiter();
  const now = deps.now ?? Date.now;
  const bus = () => deps.bus ?? chatRuntime()?.bus ?? null;
  const presence = () => deps.presence ?? chatRuntime()?.presence ?? null;
  const history = sharedRoomHistory(bus);
  // This node's own guard against two sockets of one member joining at once; the stored join covers other nodes.
  const recentJoins = new Map<string, number>();

  async function roomState(groupId: number): Promise<RoomState> {
    const db = await deps.getDb();
    const group = await findGroup(db, groupId, now());
    if (!group) throw new ChatRefusal('not-found', `No chat room ${groupId}`);
    return roomStateOf(db, group, presence());
  }

  /**
   * The group if the principal may read it, with their sanctions there. A private conversation is
   * read and written by its two members while they are friends and neither has blocked the other.
   */
  async function readableGroup(db: Db, principal: ChatPrincipal, topic: TopicRef): Promise<{ group: ChatGroup; sanctions: ActiveSanctions }> {
    const group = await findGroup(db, topic.groupId, now());
    if (!group || !isVisibleAs(group, topic.visibility)) throw new ChatRefusal('not-found', `No chat room ${topic.groupId}`);
    if (group.kind === 'private') {
      if (principal.isGuest) throw new ChatRefusal('unauthorized', 'Log in to read private messages');
      const access = await conversationAccess(db, group.id, principal.userId);
      if (access === 'not-member') throw new ChatRefusal('forbidden', 'This conversation is not yours');
      if (access !== 'open') throw new ChatRefusal('forbidden', 'This conversation is closed: only friends talk in private');
    }
    const sanctions = principal.isGuest ? {} : await activeSanctions(db, group.id, principal.userId, now());
    if (sanctions.ban !== undefined) throw new ChatRefusal('banned', 'You are banned from this room', retryAfter(sanctions.ban, now()));
    return { group, sanctions };
  }

  async function join(principal: ChatPrincipal, topic: TopicRef, opts: { announce: boolean }): Promise<ChatEvent> {
    const db = await deps.getDb();
    const { group } = await readableGroup(db, principal, topic);
    const announced = opts.announce && group.kind !== 'private' ? await announceJoin(db, principal, group) : null;
    if (group.kind === 'private') await markConversationRead(db, group.id, principal.userId);
    const [messages, room] = await Promise.all([history.read(db, group.id), roomStateOf(db, group, presence())]);
    // The join is stored; should the bus fail, the joiner still gets the room and others see it on their next join.
    if (announced) await bus()?.publish({ groupId: group.id, visibility: topic.visibility }, announced).catch((err: unknown) => logger.warn({ err, groupId: group.id }, 'join announcement not published'));
    return { type: 'history', messages, room };
  }

  async function announceJoin(db: Db, principal: ChatPrincipal, group: ChatGroup): Promise<ChatEvent | null> {
    if (principal.isGuest || !announcesJoin(principal.siteRoleId)) return null;
    const at = now();
    const key = `${group.id}:${principal.userId}`;
    const last = recentJoins.get(key);
    if (last !== undefined && at - last < JOIN_ANNOUNCE_QUIET_MS) return null;
    recentJoins.set(key, at);
    if (recentJoins.size > 10_000) for (const [k, t] of recentJoins) if (at - t >= JOIN_ANNOUNCE_QUIET_MS) recentJoins.delete(k);
    if (await joinAnnouncedSince(db, group.id, principal.userId, at - JOIN_ANNOUNCE_QUIET_MS)) return null;
    const id = await insertMessage(db, { groupId: group.id, userId: principal.userId, showName: principal.showName, text: USER_JOIN_ROOM, systemMessage: SYSTEM_MESSAGE.join, createdAt: at });
    history.changed(group.id);
    const message = await messageById(db, id);
    return message ? { type: 'message', message } : null;
  }

  async function send(principal: ChatPrincipal, topic: TopicRef, body: unknown): Promise<ChatEvent> {
    if (principal.isGuest) throw new ChatRefusal('unauthorized', 'Log in to chat');
    const input = parseBody(body, principal);
    if (input.groupId !== topic.groupId) throw new ChatRefusal('invalid', 'groupId: does not match the room');
    const db = await deps.getDb();
    const { group, sanctions } = await readableGroup(db, principal, topic);
    const at = now();
    // A suspension is site-wide and long: no wait is named, or the composer would count down for days.
    if ((await suspendedUntil(db, principal.userId, at)) !== null) throw new ChatRefusal('suspended', 'Your account is suspended: you cannot chat for now');
    if (sanctions.mute !== undefined) throw new ChatRefusal('muted', 'You are muted in this room', retryAfter(sanctions.mute, at));

    if ('reaction' in input) {
      if (!isCleanReaction(input.reaction)) throw new ChatRefusal('invalid', 'reaction: not a reaction');
      if (!(await liveMessageIn(db, group.id, input.groupMessageId))) throw new ChatRefusal('invalid', 'groupMessageId: no such message in this room');
      await takeRate(principal, at);
      const updatedReaction = await toggleReaction(db, input.groupMessageId, principal.userId, input.reaction, at);
      history.changed(group.id);
      return { type: 'reaction', groupMessageId: input.groupMessageId, updatedReaction };
    }

    const text = cleanMessageText(input.originalMessage);
    if (text === '') throw new ChatRefusal('invalid', 'originalMessage: empty');
    const attachments = input.attachments ?? [];
    if (!attachments.every(isAllowedAttachment)) throw new ChatRefusal('invalid', 'attachments: only https or site links');
    const parentId = input.parentMessageId ?? null;
    const parent = parentId === null ? null : await liveMessageIn(db, group.id, parentId);
    if (parentId !== null && !parent) throw new ChatRefusal('invalid', 'parentMessageId: no such message in this room');
    const toUserId = group.kind === 'private' ? await otherMember(db, group.id, principal.userId, input.toUserId) : null;
    await checkSlowMode(db, group, principal, at);
    await takeRate(principal, at);

    const stored: NewChatMessage = { groupId: group.id, userId: principal.userId, showName: principal.showName, text, lang: input.lang ?? null, parentId, colour: input.colorName ?? null, attachments, toUserId, ip: principal.ip ?? null, createdAt: at };
    // The room's hosts and staff are not filtered, nor private conversations between friends.
    if (group.kind !== 'private' && !(await canModerate(db, group, principal)) && (await holdChatIfSpam(db, stored))) {
      throw new ChatRefusal('held', 'Your message is awaiting review');
    }
    const id = await insertMessage(db, stored);
    history.changed(group.id);
    const points = principal.isGuest ? 0 : await pointsOf(db, principal.userId);
    return { type: 'message', message: storedMessage(id, stored, { ...principal, points }, parent) };
  }

  async function checkSlowMode(db: Db, group: ChatGroup, principal: ChatPrincipal, at: number): Promise<void> {
    if (group.slowModeS <= 0 || (await canModerate(db, group, principal))) return;
    const refuse = (wait: number) => new ChatRefusal('slow-mode', `Slow mode: one message every ${group.slowModeS} s`, wait);
    const last = await lastMessageAtBy(db, group.id, principal.userId);
    const wait = last === null ? 0 : last + group.slowModeS * 1000 - at;
    if (wait > 0) throw refuse(wait);
    // The stored message answers for messages already written; the slot stops two sent at once (from two sockets or nodes) both passing.
    const slot = await rateLimiter.take(`slow:${group.id}:${principal.userId}`, 1, group.slowModeS * 1000, at);
    if (!slot.allowed) throw refuse(slot.retryAfterMs);
  }

  async function takeRate(principal: ChatPrincipal, at: number): Promise<void> {
    const decision = await rateLimiter.take(`u:${principal.userId}`, chatRateLimit(principal.siteRoleId), CHAT_LIMITS.rateWindowMs, at);
    if (!decision.allowed) throw new ChatRefusal('rate-limited', 'Too many messages; slow down', decision.retryAfterMs);
  }

  return {
    authenticate: async (token) => principalOf(await deps.getDb(), token),
    endedSignIns: async (sids) => endedSignIns(await deps.getDb(), sids),
    join,
    send,
    roomState,
  };
}

/** The spec's client sends a message with an empty `reaction`; a reaction toggle names one. */
function isReactionBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('reaction' in body)) return false;
  return body.reaction !== null && body.reaction !== undefined && body.reaction !== '';
}

/**
 * What the sender chose, checked. The rest of the message shape the spec's client sends along
 * (showName, isGuest, ip, systemMessage …) is dropped: the server sets those. A `userId` must be the sender's.
 */
function parseBody(body: unknown, sender: ChatPrincipal): ChatSend | ChatReact {
  const result = (isReactionBody(body) ? chatReact : chatSend).safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ChatRefusal('invalid', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  const { userId } = result.data;
  if (userId !== undefined && userId !== null && userId !== sender.userId) throw new ChatRefusal('forbidden', 'userId: you can only send as yourself');
  return result.data;
}

function retryAfter(until: number | null, at: number): number | undefined {
  return until === null ? undefined : Math.max(1, until - at);
}

/** In a private conversation the recipient is always the other member; naming anyone else is refused. */
async function otherMember(db: Db, groupId: number, senderId: number, named: number | null | undefined): Promise<number> {
  const other = (await groupMemberIds(db, groupId)).find((id) => id !== senderId);
  if (other === undefined) throw new ChatRefusal('forbidden', 'This conversation has no one to write to');
  if (named !== undefined && named !== null && named !== other) throw new ChatRefusal('invalid', 'toUserId: not the other member of this conversation');
  return other;
}

/** Slow mode, the pinned message (unless deleted since) and who is online. */
export async function roomStateOf(db: Db, group: ChatGroup, presence: PresenceCounter | null): Promise<RoomState> {
  const pinned = group.pinnedMessageId === null ? null : await messageById(db, group.pinnedMessageId);
  return {
    groupId: group.id,
    slowModeS: group.slowModeS,
    pinned: pinned && !pinned.deleted ? pinned : null,
    online: presence ? await presence.online(group.id) : 0,
  };
}

