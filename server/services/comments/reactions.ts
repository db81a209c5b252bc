import type { DataOf } from '@/lib/contract/endpoint';
import type { commentReact, commentReport } from '@/lib/contract/comments';
import type { CommentReaction, CommentReportReason } from '@/lib/domain/comments';
import { ApiError, notFound, unprocessable } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { contentItemExists } from '../content-items';
import { fileForReview } from '../review/file';
import { reactionCounts } from './rows';
import type { CommentViewer } from './viewer';

/** A visible comment under an item the member may see (a post can be hidden from them). */
async function visibleComment(db: Db, id: number, me: CommentViewer, now: number) {
  const row = await db.selectFrom('comments').select(['id', 'authorId', 'body', 'kind', 'itemId']).where('id', '=', id).where('state', '=', 'visible').executeTakeFirst();
  if (!row || !(await contentItemExists(db, row.kind, row.itemId, now, me.userId))) throw notFound('id: no such comment');
  return row;
}

/** Sets (or with null, takes back) the member's one reaction; the same request twice leaves the same state. */
export async function reactToComment(db: Db, id: number, reaction: CommentReaction | null, me: CommentViewer, now: number): Promise<DataOf<typeof commentReact>> {
  return db.transaction().execute(async (trx) => {
    await visibleComment(trx, id, me, now);
    if (reaction === null) {
      await trx.deleteFrom('commentReactions').where('commentId', '=', id).where('userId', '=', me.userId).execute();
    } else {
      await trx
        .insertInto('commentReactions')
        .values({ commentId: id, userId: me.userId, reaction, createdAt: now })
        .onConflict((oc) => oc.columns(['commentId', 'userId']).doUpdateSet({ reaction, createdAt: now }))
        .execute();
    }
    const counts = await reactionCounts(trx, [id]);
    return { id, reactions: counts.get(id) ?? {}, myReaction: reaction };
  });
}

/** One report per member per comment (409 for a second), filed in the review queue; a member does not report their own. */
export async function reportComment(db: Db, id: number, reason: CommentReportReason, me: CommentViewer, now: number): Promise<DataOf<typeof commentReport>> {
  return db.transaction().execute(async (trx) => {
    const comment = await visibleComment(trx, id, me, now);
    if (comment.authorId === me.userId) throw unprocessable('id', 'your own comment');
    const stored = await trx
      .insertInto('commentReports')
      .values({ commentId: id, userId: me.userId, reason, createdAt: now })
      .onConflict((oc) => oc.columns(['commentId', 'userId']).doNothing())
      .returning('commentId')
      .executeTakeFirst();
    if (!stored) throw new ApiError(409, 'You already reported this comment');
    await fileForReview(trx, { kind: 'comment', itemId: id, subjectId: comment.authorId, source: 'report', reasons: [reason], excerpt: comment.body }, now);
    return { id, reported: true };
  });
}
