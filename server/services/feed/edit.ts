import type { Post } from '@/lib/contract/feed';
import { POST_LIMITS, type PostAudience, type PostState } from '@/lib/domain/feed';
import { ApiError, notFound, unprocessable } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { refuseSuspended } from './create';
import { cleanPollParts, cleanPostText, judgedText, writeTags } from './input';
import { noticeMentions } from './notifications';
import type { FeedMember, FeedReader } from './reader';
import { fileHeldPost, judgePost } from './spam';
import { postFor } from './to-post';
import { canSeePost } from './visibility';

const LIVE_STATES: readonly PostState[] = ['visible', 'held'];

/** The author's own post, not deleted or removed: 404 when the member may not even see it, 403 when they may but it is not theirs. */
async function ownPost(trx: Db, id: number, me: FeedMember) {
  const row = await trx.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !LIVE_STATES.includes(row.state)) throw notFound('id: no such post');
  if (row.authorId !== me.userId) {
    if (!(await canSeePost(trx, id, me.userId))) throw notFound('id: no such post');
    throw new ApiError(403, 'Only the author changes a post');
  }
  return row;
}

/**
 * The author changes the text and audience within the edit window (409 after); the post is marked edited,
 * its hashtags and mentions are taken again from the new text (newly named members hear of it) and the
 * spam filter reads it again. A held post stays held until staff look; a visible one it holds is filed.
 */
export async function editPost(db: Db, input: { id: number; body: string; audience: PostAudience }, reader: FeedReader & { member: FeedMember }, now: number): Promise<Post> {
  const me = reader.member;
  await refuseSuspended(db, me.userId, now);
  await db.transaction().execute(async (trx) => {
    const row = await ownPost(trx, input.id, me);
    if (now >= Number(row.createdAt) + POST_LIMITS.editWindowMs) throw new ApiError(409, `A post can be changed only within ${POST_LIMITS.editWindowMs / 60_000} minutes of posting`);
    const body = cleanPostText(input.body, row.sharedPostId === null ? POST_LIMITS.bodyMax : POST_LIMITS.noteMax);
    const [images, options] = await Promise.all([
      trx.selectFrom('postImages').select('postId').where('postId', '=', row.id).limit(1).execute(),
      trx.selectFrom('postPollOptions').select('text').where('postId', '=', row.id).orderBy('position').execute(),
    ]);
    if (body === '' && row.sharedPostId === null && images.length === 0 && options.length === 0 && row.fixtureId === null) {
      throw unprocessable('body', 'write something, or keep a picture, a poll or a match');
    }
    const poll = cleanPollParts(row.pollQuestion, options.map((o) => o.text));
    const verdict = await judgePost(trx, me.userId, judgedText(body, poll), now, row.id);
    const state: PostState = verdict.held ? 'held' : row.state;
    await trx.updateTable('posts').set({ body, audience: input.audience, state, editedAt: now, updatedAt: now }).where('id', '=', row.id).execute();
    const post = { id: row.id, authorId: me.userId, body, createdAt: Number(row.createdAt) };
    const mentioned = await writeTags(trx, post);
    if (verdict.held) await fileHeldPost(trx, post, verdict.reasons, now);
    else if (state === 'visible') await noticeMentions(trx, post, mentioned, now);
  });
  const out = await postFor(db, input.id, reader, now);
  if (!out) throw new Error(`post ${input.id} vanished after it was edited`);
  return out;
}

/** The author deletes their post (a share gives back its count); deleting it again changes nothing. */
export async function deletePost(db: Db, id: number, me: FeedMember, now: number): Promise<{ id: number; state: PostState }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('posts').select(['id', 'authorId', 'state', 'sharedPostId']).where('id', '=', id).executeTakeFirst();
    if (!row || (row.authorId !== me.userId && !(await canSeePost(trx, id, me.userId)))) throw notFound('id: no such post');
    if (row.authorId !== me.userId) throw new ApiError(403, 'Only the author deletes a post');
    if (!LIVE_STATES.includes(row.state)) return { id, state: row.state };
    await trx.updateTable('posts').set({ state: 'deleted', updatedAt: now }).where('id', '=', id).execute();
    if (row.sharedPostId !== null) {
      await trx.updateTable('posts').set((eb) => ({ shareCount: eb('shareCount', '-', 1) })).where('id', '=', row.sharedPostId).where('shareCount', '>', 0).execute();
    }
    return { id, state: 'deleted' as const };
  });
}
