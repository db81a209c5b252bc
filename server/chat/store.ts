import type { Selectable } from 'kysely';
import { CHAT_DEFAULT_GROUP } from '@/lib/domain/chat';
import type { ChatVisibility } from '@/lib/domain/chat';
import type { Db } from '@/server/db/client';
import type { ChatGroupTable } from '@/server/db/schema';
import type { Translations } from '@/lib/domain/translated-text';
import { translatedColumns } from '@/server/services/localized';

export type ChatGroup = Selectable<ChatGroupTable>;

/** The lobby's name and description in each language. */
export const LOBBY: { name: Translations; description: Translations } = {
  name: { vi: 'Sảnh chung', en: 'Main lobby', zh: '公共大廳' },
  description: {
    vi: 'Phòng chat chung của cả cộng đồng: giao lưu, bình luận mọi trận đấu.',
    en: 'The whole community\'s chat room: meet people and talk about every match.',
    zh: '全體社群的公共聊天室：交流互動，暢聊每一場比賽。',
  },
};

export function isVisibleAs(group: ChatGroup, visibility: ChatVisibility): boolean {
  return (group.kind === 'private') === (visibility === 'private');
}

/** A group by id. The lobby always exists: it is created on first use should the seed not have made it. */
export async function findGroup(db: Db, groupId: number, now: number = Date.now()): Promise<ChatGroup | null> {
  const group = await db.selectFrom('chatGroups').selectAll().where('id', '=', groupId).executeTakeFirst();
  if (group || groupId !== CHAT_DEFAULT_GROUP) return group ?? null;
  await db
    .insertInto('chatGroups')
    .values({ id: CHAT_DEFAULT_GROUP, kind: 'lobby', ...translatedColumns('name', LOBBY.name), ...translatedColumns('description', LOBBY.description), liveRoomId: null, pairKey: null, pinnedMessageId: null, lastMessageAt: null, createdAt: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await db.selectFrom('chatGroups').selectAll().where('id', '=', groupId).executeTakeFirst()) ?? null;
}

/**
 * The chat group of a live room, created on first use: rooms opened by the feed after the seed get
 * theirs the first time anyone asks. Two callers racing both end up with the one row. Null for an
 * unknown room.
 */
export async function groupForRoom(db: Db, roomId: number, now: number = Date.now()): Promise<ChatGroup | null> {
  const existing = await db.selectFrom('chatGroups').selectAll().where('liveRoomId', '=', roomId).executeTakeFirst();
  if (existing) return existing;
  const room = await db.selectFrom('liveRooms').select(['id', 'titleVi', 'titleEn', 'titleZh']).where('id', '=', roomId).executeTakeFirst();
  if (!room) return null;
  await db
    .insertInto('chatGroups')
    .values({ kind: 'room', nameVi: room.titleVi, nameEn: room.titleEn, nameZh: room.titleZh, liveRoomId: room.id, pairKey: null, pinnedMessageId: null, lastMessageAt: null, createdAt: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await db.selectFrom('chatGroups').selectAll().where('liveRoomId', '=', roomId).executeTakeFirst()) ?? null;
}

/** Group ids of many rooms at once, creating the missing ones. */
export async function groupIdsForRooms(db: Db, roomIds: readonly number[], now: number = Date.now()): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (roomIds.length === 0) return out;
  const rows = await db.selectFrom('chatGroups').select(['id', 'liveRoomId']).where('liveRoomId', 'in', [...roomIds]).execute();
  for (const r of rows) if (r.liveRoomId !== null) out.set(r.liveRoomId, r.id);
  for (const roomId of roomIds) {
    if (out.has(roomId)) continue;
    const group = await groupForRoom(db, roomId, now);
    if (group) out.set(roomId, group.id);
  }
  return out;
}

/** The host of the live room a group belongs to, if it belongs to one. */
export async function groupHostId(db: Db, group: ChatGroup): Promise<number | null> {
  if (group.liveRoomId === null) return null;
  const room = await db.selectFrom('liveRooms').select('commentatorId').where('id', '=', group.liveRoomId).executeTakeFirst();
  return room?.commentatorId ?? null;
}

export async function isGroupMember(db: Db, groupId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('chatGroupMembers').select('userId').where('groupId', '=', groupId).where('userId', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function groupMemberIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await db.selectFrom('chatGroupMembers').select('userId').where('groupId', '=', groupId).orderBy('userId').execute();
  return rows.map((r) => r.userId);
}
