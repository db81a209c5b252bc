import type { z } from 'zod';
import type { InboxMessage, messageList, messageMarkRead } from '@/lib/contract/chat';
import { INBOX_TYPES } from '@/lib/domain/chat';
import { MESSAGE_LIST_PAGE_SIZE } from '@/lib/domain/constants';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';

export interface NewInboxMessage {
  userId: number;
  type: number;
  title: string;
  content: string;
  link?: string | null;
  createdAt: number;
}

export async function sendInboxMessage(db: Db, m: NewInboxMessage): Promise<void> {
  await db.insertInto('inboxMessages').values({ userId: m.userId, type: m.type, title: m.title, content: m.content, link: m.link ?? null, read: 0, createdAt: m.createdAt }).execute();
}

async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('inboxMessages').select((eb) => eb.fn.countAll().as('n')).where('userId', '=', userId).where('read', '=', 0).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The member's messages, newest first, one page at a time; `unread` counts every type. */
export async function inboxList(
  db: Db,
  q: z.output<typeof messageList.query>,
  userId: number,
): Promise<{ list: InboxMessage[]; total: number; unread: number }> {
  const pageSize = q.pageSize ?? MESSAGE_LIST_PAGE_SIZE;
  const pageNum = q.pageNum ?? 1;
  let base = db.selectFrom('inboxMessages').where('userId', '=', userId);
  if (q.type !== undefined && q.type !== INBOX_TYPES.all) base = base.where('type', '=', q.type);
  const [rows, total, unread] = await Promise.all([
    base
      .select(['id', 'type', 'title', 'content', 'link', 'read', 'createdAt'])
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    unreadCount(db, userId),
  ]);
  return { list: rows.map((r) => ({ ...r, read: r.read === 1 })), total: Number(total?.n ?? 0), unread };
}

/** Marks one of the member's messages read (another's or an unknown id is 404), or all of them with id 0. */
export async function markInboxRead(db: Db, body: z.output<typeof messageMarkRead.body>, userId: number): Promise<{ unread: number }> {
  if (body.id === 0) {
    await db.updateTable('inboxMessages').set({ read: 1 }).where('userId', '=', userId).where('read', '=', 0).execute();
  } else {
    const mine = await db.selectFrom('inboxMessages').select('id').where('id', '=', body.id).where('userId', '=', userId).executeTakeFirst();
    if (!mine) throw new ApiError(404, `id: no message ${body.id}`);
    await db.updateTable('inboxMessages').set({ read: 1 }).where('id', '=', body.id).execute();
  }
  return { unread: await unreadCount(db, userId) };
}
