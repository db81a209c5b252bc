import type { DataOf } from '@/lib/contract/endpoint';
import type { feedReact, feedReport, feedVote } from '@/lib/contract/feed';
import type { CommentReaction, CommentReportReason } from '@/lib/domain/comments';
import { ApiError, notFound, unprocessable } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { fileForReview } from '../review/file';
import { pollOptionsOf, reactionCountsOf } from './extras';
import { noticeReaction } from './notifications';
import type { FeedMember } from './reader';
import { visiblePosts } from './visibility';

/** A published post the member may see (a held one waits for staff: nobody reacts to it yet); 404 otherwise. */
async function publishedPost(trx: Db, id: number, me: FeedMember) {
  const row = await visiblePosts(trx, me.userId).select(['p.id', 'p.authorId', 'p.body']).where('p.id', '=', id).where('p.state', '=', 'visible').executeTakeFirst();
  if (!row) throw notFound('id: no such post');
  return row;
}

/**
 * Sets the member's one reaction (null takes it back), keeps the post's reaction count in step, and tells
 * the author of a first reaction from this member (one unread notice per post at most).
 */
export async function reactToPost(db: Db, id: number, reaction: CommentReaction | null, me: FeedMember, now: number): Promise<DataOf<typeof feedReact>> {
  return db.transaction().execute(async (trx) => {
    const post = await publishedPost(trx, id, me);
    const before = await trx.selectFrom('postReactions').select('reaction').where('postId', '=', id).where('userId', '=', me.userId).executeTakeFirst();
    if (reaction === null) {
      await trx.deleteFrom('postReactions').where('postId', '=', id).where('userId', '=', me.userId).execute();
    } else {
      await trx
        .insertInto('postReactions')
        .values({ postId: id, userId: me.userId, reaction, createdAt: now })
        .onConflict((oc) => oc.columns(['postId', 'userId']).doUpdateSet({ reaction, createdAt: now }))
        .execute();
    }
    await trx
      .updateTable('posts')
      .set((eb) => ({ reactionCount: eb.selectFrom('postReactions').select((e) => e.fn.countAll<number>().as('n')).where('postId', '=', id) }))
      .where('id', '=', id)
      .execute();
    if (reaction !== null && !before) await noticeReaction(trx, post, me.userId, now);
    const counts = await reactionCountsOf(trx, [id]);
    return { id, reactions: counts.get(id) ?? {}, myReaction: reaction };
  });
}

/** One vote per member per poll; voting again moves it. 404 for a post without a poll or an option of another poll. */
export async function voteInPoll(db: Db, id: number, optionId: number, me: FeedMember, now: number): Promise<DataOf<typeof feedVote>> {
  return db.transaction().execute(async (trx) => {
    await publishedPost(trx, id, me);
    const option = await trx.selectFrom('postPollOptions').select('id').where('id', '=', optionId).where('postId', '=', id).executeTakeFirst();
    if (!option) throw notFound('optionId: no such option in this poll');
    await trx
      .insertInto('postPollVotes')
      .values({ postId: id, userId: me.userId, optionId, createdAt: now })
      .onConflict((oc) => oc.columns(['postId', 'userId']).doUpdateSet({ optionId, createdAt: now }))
      .execute();
    const question = await trx.selectFrom('posts').select('pollQuestion').where('id', '=', id).executeTakeFirstOrThrow();
    const options = (await pollOptionsOf(trx, [id])).get(id) ?? [];
    return { question: question.pollQuestion, options, totalVotes: options.reduce((sum, o) => sum + o.votes, 0), myVote: optionId };
  });
}

/** One report per member per post (409 for a second), never one's own (422), filed in the review queue with its reason. */
export async function reportPost(db: Db, id: number, reason: CommentReportReason, me: FeedMember, now: number): Promise<DataOf<typeof feedReport>> {
  return db.transaction().execute(async (trx) => {
    const post = await publishedPost(trx, id, me);
    if (post.authorId === me.userId) throw unprocessable('id', 'your own post');
    const stored = await trx
      .insertInto('postReports')
      .values({ postId: id, userId: me.userId, reason, createdAt: now })
      .onConflict((oc) => oc.columns(['postId', 'userId']).doNothing())
      .returning('postId')
      .executeTakeFirst();
    if (!stored) throw new ApiError(409, 'You already reported this post');
    await fileForReview(trx, { kind: 'post', itemId: id, subjectId: post.authorId, source: 'report', reasons: [reason], excerpt: post.body }, now);
    return { id, reported: true };
  });
}
