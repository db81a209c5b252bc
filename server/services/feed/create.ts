import type { z } from 'zod/mini';
import type { feedCreate, Post } from '@/lib/contract/feed';
import { POST_LIMITS } from '@/lib/domain/feed';
import { ApiError, notFound, unprocessable } from '@/server/api/errors';
import type { ChatRateLimiter } from '@/server/chat/rate-limit';
import type { Db } from '@/server/db/client';
import { requireGroupMember } from '../groups/visibility';
import { requirePlace } from '../places/read';
import { suspendedUntil } from '../review/file';
import { postImagesOf } from './images';
import { cleanPoll, cleanPostText, judgedText, pictureAlts, writeTags } from './input';
import { noticeMentions } from './notifications';
import { pushNewPost } from './pushes';
import { spendFeedAllowance } from './rate';
import type { FeedMember, FeedReader } from './reader';
import { fileHeldPost, judgePost } from './spam';
import { postFor } from './to-post';
import { visiblePosts } from './visibility';

export type NewPost = z.output<typeof feedCreate.body>;

export interface WriteCtx {
  reader: FeedReader & { member: FeedMember };
  uploadsDir: string;
  limiter: ChatRateLimiter;
  now: number;
}

/** Refuses a suspended member (403): they may read, but not post, comment or chat until it ends. */
export async function refuseSuspended(db: Db, userId: number, now: number): Promise<void> {
  const until = await suspendedUntil(db, userId, now);
  if (until !== null) throw new ApiError(403, `Your account is suspended until ${new Date(until).toISOString()}`);
}

/** The match a post points at: a room names its own match; 404 for an unknown one. */
async function matchOf(trx: Db, fixtureId: number | null, roomId: number | null): Promise<{ fixtureId: number | null; roomId: number | null }> {
  if (roomId !== null) {
    const room = await trx.selectFrom('liveRooms').select('fixtureId').where('id', '=', roomId).executeTakeFirst();
    if (!room) throw notFound('roomId: no such live room');
    if (fixtureId !== null && fixtureId !== room.fixtureId) throw unprocessable('roomId', 'not a room of that match');
    return { fixtureId: room.fixtureId, roomId };
  }
  if (fixtureId !== null && !(await trx.selectFrom('fixtures').select('id').where('id', '=', fixtureId).executeTakeFirst())) throw notFound('fixtureId: no such match');
  return { fixtureId, roomId: null };
}

/** The post a share points at: one the sharer may see, and for a share of a share, its original. */
async function shareTarget(trx: Db, id: number, sharerId: number): Promise<number> {
  const seen = (postId: number) => visiblePosts(trx, sharerId).select(['p.id', 'p.sharedPostId']).where('p.id', '=', postId).where('p.state', '=', 'visible').executeTakeFirst();
  const target = await seen(id);
  if (!target) throw notFound('sharedPostId: no such post');
  if (target.sharedPostId === null) return target.id;
  const original = await seen(target.sharedPostId);
  if (!original) throw notFound('sharedPostId: the shared post is gone');
  return original.id;
}

/**
 * Publishes a post, or a share. Everything is checked before anything is written, and the post, its
 * pictures, poll, tags, the share count and, when the spam filter holds it, its review entry are one
 * transaction. A held post comes back `held`, seen only by its author; a visible one is pushed to friends.
 */
export async function createPost(db: Db, input: NewPost, ctx: WriteCtx): Promise<Post> {
  const { member } = ctx.reader;
  await refuseSuspended(db, member.userId, ctx.now);
  const sharing = input.sharedPostId ?? null;
  const body = cleanPostText(input.body, sharing === null ? POST_LIMITS.bodyMax : POST_LIMITS.noteMax);
  const poll = input.poll ? cleanPoll(input.poll) : null;
  const fixtureId = input.fixtureId ?? null;
  const roomId = input.roomId ?? null;
  const groupId = input.groupId ?? null;
  const placeId = input.placeId ?? null;
  if (sharing !== null && groupId !== null) throw unprocessable('groupId', 'a share goes to the sharer’s own feed');
  if (sharing !== null && (input.images.length > 0 || poll || fixtureId !== null || roomId !== null)) throw unprocessable('sharedPostId', 'a share carries only a note');
  if (sharing === null && body === '' && input.images.length === 0 && !poll && fixtureId === null && roomId === null) {
    throw unprocessable('body', 'write something, or add a picture, a poll or a match');
  }
  const images = await postImagesOf(input.images, ctx.uploadsDir);
  const alts = pictureAlts(input.imageAlts, images.length);
  await spendFeedAllowance(ctx.limiter, 'post', member, ctx.now);
  const now = ctx.now;
  const stored = await db.transaction().execute(async (trx) => {
    const match = await matchOf(trx, fixtureId, roomId);
    if (groupId !== null) await requireGroupMember(trx, groupId, member.userId);
    if (placeId !== null) await requirePlace(trx, placeId);
    const sharedPostId = sharing === null ? null : await shareTarget(trx, sharing, member.userId);
    const verdict = await judgePost(trx, member.userId, judgedText(body, poll, alts), now);
    const row = await trx
      .insertInto('posts')
      .values({
        authorId: member.userId, groupId, placeId, body, lang: ctx.reader.locale, audience: input.audience, state: verdict.held ? 'held' : 'visible',
        ...match, sharedPostId, pollQuestion: poll?.question ?? null, createdAt: now, editedAt: null, updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const post = { id: row.id, authorId: member.userId, body, createdAt: now };
    if (images.length > 0) await trx.insertInto('postImages').values(images.map((img, position) => ({ postId: row.id, position, path: img.src, width: img.width, height: img.height, alt: alts[position] ?? '' }))).execute();
    if (poll) await trx.insertInto('postPollOptions').values(poll.options.map((text, position) => ({ postId: row.id, position, text }))).execute();
    const mentioned = await writeTags(trx, post);
    if (sharedPostId !== null) await trx.updateTable('posts').set((eb) => ({ shareCount: eb('shareCount', '+', 1) })).where('id', '=', sharedPostId).execute();
    if (verdict.held) await fileHeldPost(trx, post, verdict.reasons, now);
    else await noticeMentions(trx, post, mentioned, now);
    return { id: row.id, held: verdict.held };
  });
  if (!stored.held) await pushNewPost(db, stored.id);
  const out = await postFor(db, stored.id, ctx.reader, now);
  if (!out) throw new Error(`post ${stored.id} vanished after it was written`);
  return out;
}
