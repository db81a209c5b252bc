import type { ChatMessage } from '@/lib/contract/chat';
import { badgeForRole } from '@/lib/domain/badges';
import { CHAT_LIMITS, SYSTEM_MESSAGE } from '@/lib/domain/chat';
import { LEVEL_BADGE, levelFor } from '@/lib/domain/levels';
import { isLocale, type Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { reactionCountsOf } from './store-reactions';

/** What a stored message needs besides the group it goes to. */
export interface NewChatMessage {
  groupId: number;
  userId: number;
  showName: string;
  text: string;
  /** The language the sender wrote in, when known. */
  lang?: Locale | null;
  systemMessage?: number;
  parentId?: number | null;
  colour?: string | null;
  attachments?: readonly string[];
  toUserId?: number | null;
  ip?: string | null;
  createdAt: number;
}

function messageQuery(db: Db) {
  return db
    .selectFrom('chatMessages as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .leftJoin('chatMessages as p', 'p.id', 'm.parentId')
    .select([
      'm.id', 'm.groupId', 'm.userId', 'm.showName', 'm.text', 'm.lang', 'm.systemMessage', 'm.parentId', 'm.colour', 'm.attachments',
      'm.isGuest', 'm.vipGroup', 'm.toUserId', 'm.deleted', 'm.createdAt', 'u.siteRoleId', 'u.profilePicture',
      'p.showName as parentShowName', 'p.text as parentText', 'p.lang as parentLang', 'p.deleted as parentDeleted',
    ])
    .select((eb) =>
      eb.selectFrom('pointLedger as pl').select((pl) => pl.fn.coalesce(pl.fn.sum<number>('pl.points'), pl.lit(0)).as('total')).whereRef('pl.userId', '=', 'm.userId').as('senderPoints'),
    );
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messageQuery>['execute']>>[number];

function parseAttachments(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The wire shape. The sender's address stays on the server: `ip` is always null. */
function toChatMessage(r: MessageRow, reactions: Record<string, number>): ChatMessage {
  const deleted = r.deleted === 1;
  const quoted = r.parentId !== null && r.parentShowName !== null && r.parentDeleted !== 1;
  return {
    groupMessageId: r.id,
    groupId: r.groupId,
    userId: r.userId,
    showName: r.showName,
    originalMessage: deleted ? '' : r.text,
    lang: isLocale(r.lang) ? r.lang : null,
    systemMessage: r.systemMessage,
    parentMessageId: r.parentId,
    parent: quoted ? { groupMessageId: r.parentId as number, showName: r.parentShowName as string, originalMessage: r.parentText ?? '', lang: isLocale(r.parentLang) ? r.parentLang : null } : null,
    colorName: r.colour,
    reaction: null,
    updatedReaction: reactions,
    attachments: deleted ? [] : parseAttachments(r.attachments),
    isGuest: r.isGuest === 1,
    vipGroup: r.vipGroup,
    ip: null,
    toUserId: r.toUserId,
    siteRoleId: r.siteRoleId,
    level: badgeLevel(r.siteRoleId, Number(r.senderPoints ?? 0)),
    profilePicture: r.profilePicture,
    deleted,
    createdAt: r.createdAt,
  };
}

async function withReactions(db: Db, rows: readonly MessageRow[]): Promise<ChatMessage[]> {
  const counts = await reactionCountsOf(db, rows.map((r) => r.id));
  return rows.map((r) => toChatMessage(r, counts.get(r.id) ?? {}));
}

/** The level an LV badge shows for a sender with these points; null for a sender with another badge or none. */
function badgeLevel(siteRoleId: number, points: number): number | null {
  return badgeForRole(siteRoleId) === LEVEL_BADGE ? levelFor(points).level : null;
}

/** A message just stored, on the wire, without reading it back: the sender (with their points) and the parent are known. */
export function storedMessage(id: number, m: NewChatMessage, sender: { siteRoleId: number; profilePicture: string | null; points: number }, parent: ShownMessage | null): ChatMessage {
  return {
    groupMessageId: id,
    groupId: m.groupId,
    userId: m.userId,
    showName: m.showName,
    originalMessage: m.text,
    lang: m.lang ?? null,
    systemMessage: m.systemMessage ?? SYSTEM_MESSAGE.none,
    parentMessageId: parent?.id ?? null,
    parent: parent ? { groupMessageId: parent.id, showName: parent.showName, originalMessage: parent.text, lang: isLocale(parent.lang) ? parent.lang : null } : null,
    colorName: m.colour ?? null,
    reaction: null,
    updatedReaction: {},
    attachments: [...(m.attachments ?? [])],
    isGuest: false,
    vipGroup: null,
    ip: null,
    toUserId: m.toUserId ?? null,
    siteRoleId: sender.siteRoleId,
    level: badgeLevel(sender.siteRoleId, sender.points),
    profilePicture: sender.profilePicture,
    deleted: false,
    createdAt: m.createdAt,
  };
}

/** The latest messages of a group (or those before `before`), oldest first; deleted ones are left out. */
export async function recentMessages(db: Db, groupId: number, opts: { before?: number; limit?: number } = {}): Promise<ChatMessage[]> {
  let query = messageQuery(db).where('m.groupId', '=', groupId).where('m.deleted', '=', 0);
  if (opts.before !== undefined) query = query.where('m.id', '<', opts.before);
  const rows = await query.orderBy('m.id', 'desc').limit(opts.limit ?? CHAT_LIMITS.historySize).execute();
  return withReactions(db, rows.reverse());
}

export async function messageById(db: Db, id: number): Promise<ChatMessage | null> {
  const row = await messageQuery(db).where('m.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [message] = await withReactions(db, [row]);
  return message ?? null;
}

/** The last message of each group, for conversation lists. */
export async function lastMessages(db: Db, groupIds: readonly number[]): Promise<Map<number, ChatMessage>> {
  const out = new Map<number, ChatMessage>();
  if (groupIds.length === 0) return out;
  const lastIds = await db
    .selectFrom('chatMessages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('groupId', 'in', [...groupIds])
    .where('deleted', '=', 0)
    .groupBy('groupId')
    .execute();
  const ids = lastIds.map((r) => Number(r.id)).filter((id) => id > 0);
  if (ids.length === 0) return out;
  const rows = await messageQuery(db).where('m.id', 'in', ids).execute();
  for (const m of await withReactions(db, rows)) out.set(m.groupId, m);
  return out;
}

/**
 * The message's row alone, inside the caller's transaction. `hidden` stores it deleted: a message held
 * for review is kept, but shown to nobody and broadcast only if a reviewer approves it.
 */
export async function insertMessageRow(trx: Db, m: NewChatMessage, opts: { hidden?: boolean } = {}): Promise<number> {
  const row = await trx
    .insertInto('chatMessages')
    .values({
      groupId: m.groupId,
      userId: m.userId,
      showName: m.showName,
      text: m.text,
      lang: m.lang ?? null,
      systemMessage: m.systemMessage ?? SYSTEM_MESSAGE.none,
      parentId: m.parentId ?? null,
      colour: m.colour ?? null,
      attachments: JSON.stringify(m.attachments ?? []),
      isGuest: 0,
      vipGroup: null,
      toUserId: m.toUserId ?? null,
      deleted: opts.hidden ? 1 : 0,
      ip: m.ip ?? null,
      createdAt: m.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores a message and moves the group's last-activity time, in one transaction. Returns its id. */
export async function insertMessage(db: Db, m: NewChatMessage): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await insertMessageRow(trx, m);
    await trx.updateTable('chatGroups').set({ lastMessageAt: m.createdAt }).where('id', '=', m.groupId).execute();
    // The sender has read everything up to their own message.
    await trx.updateTable('chatGroupMembers').set({ lastReadId: id }).where('groupId', '=', m.groupId).where('userId', '=', m.userId).execute();
    return id;
  });
}

/** The user's messages of one kind in the group (a viewer's message, or a system one), to narrow further. */
function messagesBy(db: Db, groupId: number, userId: number, kind: (typeof SYSTEM_MESSAGE)[keyof typeof SYSTEM_MESSAGE]) {
  return db.selectFrom('chatMessages').where('groupId', '=', groupId).where('userId', '=', userId).where('systemMessage', '=', kind);
}

/** When the user last wrote a viewer's message in the group (system messages do not count). */
export async function lastMessageAtBy(db: Db, groupId: number, userId: number): Promise<number | null> {
  const row = await messagesBy(db, groupId, userId, SYSTEM_MESSAGE.none)
    .select('createdAt')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.createdAt ?? null;
}

/** Whether the user's join was announced in the group since `since`. */
export async function joinAnnouncedSince(db: Db, groupId: number, userId: number, since: number): Promise<boolean> {
  const row = await messagesBy(db, groupId, userId, SYSTEM_MESSAGE.join)
    .select('id')
    .where('createdAt', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface ShownMessage {
  id: number;
  userId: number;
  showName: string;
  text: string;
  lang: string | null;
}

/** A message of the group that is still shown, or null. */
export async function liveMessageIn(db: Db, groupId: number, messageId: number): Promise<ShownMessage | null> {
  const row = await db
    .selectFrom('chatMessages')
    .select(['id', 'userId', 'showName', 'text', 'lang'])
    .where('id', '=', messageId)
    .where('groupId', '=', groupId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return row ?? null;
}

/** A member who opens a private conversation has read it. */
export async function markConversationRead(db: Db, groupId: number, userId: number): Promise<void> {
  const last = await db.selectFrom('chatMessages').select((eb) => eb.fn.max('id').as('id')).where('groupId', '=', groupId).executeTakeFirst();
  const lastId = Number(last?.id ?? 0);
  if (lastId > 0) await db.updateTable('chatGroupMembers').set({ lastReadId: lastId }).where('groupId', '=', groupId).where('userId', '=', userId).execute();
}
