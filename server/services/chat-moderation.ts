import type { z } from 'zod';
import type { ChatEvent, RoomState, chatBan, chatDelete, chatLift, chatPin, chatSlowMode } from '@/lib/contract/chat';
import { CHAT_LIMITS, SYSTEM_MESSAGE } from '@/lib/domain/chat';
import { ApiError } from '@/server/api/errors';
import { MODERATION_TEXT, canModerate, liftSanctions, placeSanction } from '@/server/chat/moderation';
import { chatRuntime } from '@/server/chat/runtime';
import { roomStateOf } from '@/server/chat/service';
import { findGroup, isGroupMember, type ChatGroup } from '@/server/chat/store';
import { insertMessage, messageById } from '@/server/chat/store-messages';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import type { ChatSanctionKind } from '@/server/db/schema';
import { requireChatMember, type ChatCtx } from './chat-caller';
import { audited, recordModeration, reportModeration, type ModerationRecord } from './moderation-log';

type Member = { userId: number; siteRoleId: number };

async function requireGroup(db: Db, groupId: number, ctx: ChatCtx): Promise<ChatGroup> {
  const group = await findGroup(db, groupId, ctx.now);
  if (!group) throw new ApiError(404, `groupId: no chat room ${groupId}`);
  return group;
}

/**
 * The group, when the caller moderates it: 401 without a member session, 404 unknown, 403 for a
 * private conversation (nobody moderates one) and for anyone but staff roles and the room's host.
 */
async function moderatedGroup(db: Db, groupId: number, ctx: ChatCtx): Promise<{ group: ChatGroup; moderator: Member }> {
  const moderator = requireChatMember(ctx.caller);
  const group = await requireGroup(db, groupId, ctx);
  if (group.kind === 'private') throw new ApiError(403, 'Private conversations are not moderated');
  if (!(await canModerate(db, group, moderator))) throw new ApiError(403, 'Only the host and staff moderate this room');
  return { group, moderator };
}

/**
 * Tells every node's subscribers. The change is already stored: without a running chat (a REST-only
 * process) or with a failing bus, clients see it on their next join, and the call still succeeds.
 */
async function publish(group: ChatGroup, event: ChatEvent): Promise<void> {
  const topic = { groupId: group.id, visibility: group.kind === 'private' ? ('private' as const) : ('public' as const) };
  await chatRuntime()?.bus.publish(topic, event).catch((err: unknown) => logger.warn({ err, groupId: group.id, type: event.type }, 'moderation event not published'));
}

async function publishRoom(db: Db, group: ChatGroup, ctx: ChatCtx): Promise<RoomState> {
  const fresh = (await findGroup(db, group.id, ctx.now)) ?? group;
  const room = await roomStateOf(db, fresh, ctx.presence);
  await publish(fresh, { type: 'room', room });
  return room;
}

/**
 * Bans (until lifted, or for durationS) or mutes (for durationS, CHAT_LIMITS.defaultMuteS by default),
 * and tells the room with a system message naming the member. Moderators cannot be sanctioned.
 */
export async function sanction(db: Db, kind: ChatSanctionKind, body: z.output<typeof chatBan.body>, ctx: ChatCtx): Promise<null> {
  const { group, moderator } = await moderatedGroup(db, body.groupId, ctx);
  const target = await db.selectFrom('users').select(['id', 'displayName', 'siteRoleId']).where('id', '=', body.userId).executeTakeFirst();
  if (!target) throw new ApiError(404, `userId: no member ${body.userId}`);
  if (await canModerate(db, group, { userId: target.id, siteRoleId: target.siteRoleId })) throw new ApiError(403, 'userId: moderators cannot be banned or muted');
  const seconds = body.durationS ?? (kind === 'mute' ? CHAT_LIMITS.defaultMuteS : null);
  const until = seconds === null ? null : ctx.now + seconds * 1000;
  const entry: ModerationRecord = { actorId: moderator.userId, action: kind, groupId: group.id, targetUserId: target.id, detail: seconds === null ? null : `${seconds}s` };
  await audited(db, entry, ctx.now, (trx) => placeSanction(trx, { groupId: group.id, userId: target.id, kind, until, byUserId: moderator.userId, now: ctx.now }));
  const id = await insertMessage(db, {
    groupId: group.id,
    userId: target.id,
    showName: target.displayName,
    text: MODERATION_TEXT[kind],
    systemMessage: SYSTEM_MESSAGE.moderation,
    createdAt: ctx.now,
  });
  const message = await messageById(db, id);
  if (message) await publish(group, { type: 'message', message });
  return null;
}

/** Lifts the member's ban and mute; the log records it only when there was something to lift. */
export async function liftSanction(db: Db, body: z.output<typeof chatLift.body>, ctx: ChatCtx): Promise<null> {
  const { group, moderator } = await moderatedGroup(db, body.groupId, ctx);
  const entry: ModerationRecord = { actorId: moderator.userId, action: 'lift', groupId: group.id, targetUserId: body.userId };
  const lifted = await db.transaction().execute(async (trx) => {
    const n = await liftSanctions(trx, group.id, body.userId);
    if (n > 0) await recordModeration(trx, entry, ctx.now);
    return n;
  });
  if (lifted > 0) reportModeration(entry);
  return null;
}

/**
 * Hides a message from everyone (the row stays for moderation), unpinning it if it was pinned.
 * Moderators delete any message of a public room; anyone may delete their own, also in a private
 * conversation of theirs. Only deleting someone else's message is a moderation the log records.
 */
export async function deleteMessage(db: Db, body: z.output<typeof chatDelete.body>, ctx: ChatCtx): Promise<null> {
  const caller = requireChatMember(ctx.caller);
  const group = await requireGroup(db, body.groupId, ctx);
  if (group.kind === 'private' && !(await isGroupMember(db, group.id, caller.userId))) throw new ApiError(403, 'This conversation is not yours');
  const message = await messageById(db, body.groupMessageId);
  if (!message || message.groupId !== group.id || message.deleted) throw new ApiError(404, `groupMessageId: no message ${body.groupMessageId} in this room`);
  const own = message.userId === caller.userId && message.systemMessage === SYSTEM_MESSAGE.none;
  if (!own && !(await canModerate(db, group, caller))) throw new ApiError(403, 'groupMessageId: you may delete only your own messages here');
  const unpins = group.pinnedMessageId === message.groupMessageId;
  const hide = async (trx: Db) => {
    const res = await trx.updateTable('chatMessages').set({ deleted: 1 }).where('id', '=', message.groupMessageId).where('deleted', '=', 0).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new ApiError(404, `groupMessageId: no message ${body.groupMessageId} in this room`);
    if (unpins) await trx.updateTable('chatGroups').set({ pinnedMessageId: null }).where('id', '=', group.id).execute();
  };
  if (own) await db.transaction().execute(hide);
  else await audited(db, { actorId: caller.userId, action: 'delete', groupId: group.id, targetUserId: message.userId, messageId: message.groupMessageId }, ctx.now, hide);
  await publish(group, { type: 'deleted', groupMessageId: message.groupMessageId });
  if (unpins) await publishRoom(db, group, ctx);
  return null;
}

export async function pinMessage(db: Db, body: z.output<typeof chatPin.body>, ctx: ChatCtx): Promise<RoomState> {
  const { group, moderator } = await moderatedGroup(db, body.groupId, ctx);
  if (body.groupMessageId !== null) {
    const message = await messageById(db, body.groupMessageId);
    if (!message || message.groupId !== group.id || message.deleted) throw new ApiError(404, `groupMessageId: no message ${body.groupMessageId} in this room`);
  }
  const entry: ModerationRecord = { actorId: moderator.userId, action: body.groupMessageId === null ? 'unpin' : 'pin', groupId: group.id, messageId: body.groupMessageId ?? group.pinnedMessageId };
  await audited(db, entry, ctx.now, (trx) => trx.updateTable('chatGroups').set({ pinnedMessageId: body.groupMessageId }).where('id', '=', group.id).execute());
  return publishRoom(db, group, ctx);
}

export async function setSlowMode(db: Db, body: z.output<typeof chatSlowMode.body>, ctx: ChatCtx): Promise<RoomState> {
  const { group, moderator } = await moderatedGroup(db, body.groupId, ctx);
  const entry: ModerationRecord = { actorId: moderator.userId, action: 'slow-mode', groupId: group.id, detail: `${body.seconds}s` };
  await audited(db, entry, ctx.now, (trx) => trx.updateTable('chatGroups').set({ slowModeS: body.seconds }).where('id', '=', group.id).execute());
  return publishRoom(db, group, ctx);
}
