import type { Db } from '@/server/db/client';
import { noticeComment } from './notifications';

/** Sets a post's comment count to its visible comments, replies included, within the change's transaction. */
export async function syncPostCommentCount(trx: Db, postId: number): Promise<void> {
  await trx
    .updateTable('posts')
    .set((eb) => ({
      commentCount: eb
        .selectFrom('comments')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('kind', '=', 'post')
        .where('itemId', '=', postId)
        .where('state', '=', 'visible'),
    }))
    .where('id', '=', postId)
    .execute();
}

/** After any change to a comment's state: when it is under a post, the post's count follows. */
export async function syncCommentCountOf(trx: Db, commentId: number): Promise<void> {
  const row = await trx.selectFrom('comments').select(['kind', 'itemId']).where('id', '=', commentId).executeTakeFirst();
  if (row?.kind === 'post') await syncPostCommentCount(trx, row.itemId);
}

/** A new comment under a post: the count follows, and when the comment is shown, the post's author (and a reply's parent) hears of it. */
export async function afterPostComment(trx: Db, c: { id: number; postId: number; authorId: number; body: string; parentId: number | null; shown: boolean }, now: number): Promise<void> {
  await syncPostCommentCount(trx, c.postId);
  if (c.shown) await noticeComment(trx, c, now);
}
