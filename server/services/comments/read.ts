import type { DataOf } from '@/lib/contract/endpoint';
import type { commentList, commentReplies } from '@/lib/contract/comments';
import type { CommentKind, CommentSort } from '@/lib/domain/comments';
import { notFound } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { contentItemExists } from '../content-items';
import { commentRows, shownStates, shownTop, toComments, unblockedAuthor } from './rows';
import { viewerModerates, type CommentViewer } from './viewer';

interface ListInput {
  kind: CommentKind;
  itemId: number;
  sort: CommentSort;
  pageNum: number;
  pageSize: number;
}

/** One page of an item's top comments in the chosen order; 404 when readers cannot see the item. */
export async function listComments(db: Db, q: ListInput, viewer: CommentViewer | null, now: number): Promise<DataOf<typeof commentList>> {
  if (!(await contentItemExists(db, q.kind, q.itemId, now, viewer?.userId ?? null))) throw notFound('itemId: no such item');
  const tops = commentRows(db, viewer).where('c.kind', '=', q.kind).where('c.itemId', '=', q.itemId).where('c.parentId', 'is', null).where(shownTop(viewer));
  const ordered =
    q.sort === 'oldest' ? tops.orderBy('c.createdAt', 'asc').orderBy('c.id', 'asc')
    : q.sort === 'top' ? tops.orderBy('reactionTotal', 'desc').orderBy('c.createdAt', 'desc').orderBy('c.id', 'desc')
    : tops.orderBy('c.createdAt', 'desc').orderBy('c.id', 'desc');
  const [rows, total, count] = await Promise.all([
    ordered.limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize).execute(),
    db.selectFrom('comments as c').select((eb) => eb.fn.countAll<number | string>().as('n')).where('c.kind', '=', q.kind).where('c.itemId', '=', q.itemId).where('c.parentId', 'is', null).where(shownTop(viewer)).where(unblockedAuthor(viewer)).executeTakeFirstOrThrow(),
    db.selectFrom('comments').select((eb) => eb.fn.countAll<number | string>().as('n')).where('kind', '=', q.kind).where('itemId', '=', q.itemId).where('state', '=', 'visible').executeTakeFirstOrThrow(),
  ]);
  return { list: await toComments(db, rows, viewer), total: Number(total.n), count: Number(count.n), canModerate: viewerModerates(viewer) };
}

/**
 * Replies to a top comment the viewer is shown (moderators: hidden ones too), oldest first, so a
 * conversation reads down; 404 under an item the viewer cannot see, as for the list.
 */
export async function listReplies(db: Db, q: { parentId: number; pageNum: number; pageSize: number }, viewer: CommentViewer | null, now: number): Promise<DataOf<typeof commentReplies>> {
  const parent = await db.selectFrom('comments').select(['id', 'parentId', 'kind', 'itemId']).where('id', '=', q.parentId).executeTakeFirst();
  if (!parent || parent.parentId !== null || !(await contentItemExists(db, parent.kind, parent.itemId, now, viewer?.userId ?? null))) throw notFound('parentId: no such comment');
  const states = shownStates(viewer);
  const replies = commentRows(db, viewer).where('c.parentId', '=', q.parentId).where('c.state', 'in', states);
  const [rows, total] = await Promise.all([
    replies.orderBy('c.createdAt', 'asc').orderBy('c.id', 'asc').limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize).execute(),
    db.selectFrom('comments').select((eb) => eb.fn.countAll<number | string>().as('n')).where('parentId', '=', q.parentId).where('state', 'in', states).executeTakeFirstOrThrow(),
  ]);
  return { list: await toComments(db, rows, viewer), total: Number(total.n) };
}
