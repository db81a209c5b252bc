import type { z } from 'zod';
import type { ModerationLogEntry, moderationLog } from '@/lib/contract/chat';
import { MODERATION_LOG_PAGE_SIZE, readsModerationLog, type ModerationActionKind } from '@/lib/domain/chat-moderation';
import type { Locale } from '@/lib/domain/locale';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { ApiError } from '@/server/api/errors';
import { findGroup, groupHostId } from '@/server/chat/store';
import type { Db } from '@/server/db/client';
import { localizedColumn } from './localized';
import { securityEvent } from '@/server/security/events';
import { requireChatMember, type ChatCtx } from './chat-caller';

export interface ModerationRecord {
  actorId: number;
  action: ModerationActionKind;
  groupId: number | null;
  targetUserId?: number | null;
  messageId?: number | null;
  detail?: string | null;
}

/** Writes the audit row; call it inside the transaction of the change it records. */
export async function recordModeration(trx: Db, entry: ModerationRecord, now: number): Promise<void> {
  await trx
    .insertInto('moderationActions')
    .values({ actorId: entry.actorId, action: entry.action, groupId: entry.groupId, targetUserId: entry.targetUserId ?? null, messageId: entry.messageId ?? null, detail: entry.detail ?? null, createdAt: now })
    .execute();
}

/** The structured security log line of a recorded action, once its change is committed. */
export function reportModeration(entry: ModerationRecord): void {
  securityEvent(entry.action === 'role' ? 'role-changed' : 'moderation', {
    action: entry.action,
    actorId: entry.actorId,
    groupId: entry.groupId,
    targetUserId: entry.targetUserId ?? null,
    messageId: entry.messageId ?? null,
    detail: entry.detail ?? null,
  });
}

/** Runs the change and writes its audit row in one transaction, then logs it. */
export async function audited<T>(db: Db, entry: ModerationRecord, now: number, change: (trx: Db) => Promise<T>): Promise<T> {
  const result = await db.transaction().execute(async (trx) => {
    const out = await change(trx);
    await recordModeration(trx, entry, now);
    return out;
  });
  reportModeration(entry);
  return result;
}

/** The chat groups of the live rooms the commentator hosts. */
async function hostedGroupIds(db: Db, hostId: number): Promise<number[]> {
  const rows = await db.selectFrom('chatGroups as g').innerJoin('liveRooms as r', 'r.id', 'g.liveRoomId').select('g.id').where('r.commentatorId', '=', hostId).execute();
  return rows.map((r) => r.id);
}

/** Which rooms' entries the caller may read: null for all of them; 401 for guests, 403 for members. */
async function readableGroupIds(db: Db, groupId: number | undefined, ctx: ChatCtx): Promise<readonly number[] | null> {
  const caller = requireChatMember(ctx.caller);
  if (readsModerationLog(caller.siteRoleId)) return groupId === undefined ? null : [groupId];
  if (caller.siteRoleId !== SITE_ROLE.commentator) throw new ApiError(403, 'Only staff read the moderation log');
  if (groupId === undefined) return hostedGroupIds(db, caller.userId);
  const group = await findGroup(db, groupId, ctx.now);
  if (!group || (await groupHostId(db, group)) !== caller.userId) throw new ApiError(403, 'groupId: a commentator reads the log of the rooms they host only');
  return [groupId];
}

export async function readModerationLog(db: Db, q: z.output<typeof moderationLog.query>, ctx: ChatCtx): Promise<{ list: ModerationLogEntry[]; total: number }> {
  const groupIds = await readableGroupIds(db, q.groupId, ctx);
  return moderationLogPage(db, { groupIds, locale: ctx.locale, pageNum: q.pageNum ?? 1, pageSize: q.pageSize ?? MODERATION_LOG_PAGE_SIZE.default });
}

/** One page of the audit trail, newest first, with the names of the members and rooms it names. */
async function moderationLogPage(db: Db, q: { groupIds: readonly number[] | null; locale: Locale; pageNum: number; pageSize: number }): Promise<{ list: ModerationLogEntry[]; total: number }> {
  if (q.groupIds?.length === 0) return { list: [], total: 0 };
  let base = db.selectFrom('moderationActions as a');
  if (q.groupIds) base = base.where('a.groupId', 'in', [...q.groupIds]);
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('users as actor', 'actor.id', 'a.actorId')
    .leftJoin('users as target', 'target.id', 'a.targetUserId')
    .leftJoin('chatGroups as g', 'g.id', 'a.groupId')
    .select(['a.id', 'a.action', 'a.actorId', 'a.groupId', 'a.targetUserId', 'a.messageId', 'a.detail', 'a.createdAt', 'actor.displayName as actorName', 'target.displayName as targetName', localizedColumn('g.name', q.locale).as('groupName')])
    .orderBy('a.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  const list = rows.map((r) => ({
    id: r.id,
    action: r.action,
    actor: { userId: r.actorId, displayName: r.actorName },
    groupId: r.groupId,
    groupName: r.groupName,
    target: r.targetUserId === null ? null : { userId: r.targetUserId, displayName: r.targetName },
    messageId: r.messageId,
    detail: r.detail,
    createdAt: Number(r.createdAt),
  }));
  return { list, total: Number(n) };
}
