import type { Comment } from '@/lib/contract/comments';
import { CHAT_DEFAULT_GROUP } from '@/lib/domain/chat';
import { COMMENT_LIMITS, commentRateLimit, type CommentKind, type CommentModeration, type CommentState } from '@/lib/domain/comments';
import type { Locale } from '@/lib/domain/locale';
import { ApiError, notFound, unprocessable } from '@/server/api/errors';
import { activeSanctions } from '@/server/chat/moderation';
import type { Db } from '@/server/db/client';
import { contentItemExists } from '../content-items';
import { afterPostComment, syncCommentCountOf } from '../feed/comment-hooks';
import { fileForReview, suspendedUntil } from '../review/file';
import { recordModeration, reportModeration, type ModerationRecord } from '../moderation-log';
import { tooFast } from './rate';
import { commentById } from './rows';
import { judgeComment } from './spam';
import { cleanCommentText, textLength } from './text';
import { viewerModerates, type CommentViewer } from './viewer';

interface PostInput {
  kind: CommentKind;
  itemId: number;
  body: string;
  parentId?: number | null;
}

/**
 * Files a comment or a reply. The checks and the write are one transaction, so a refused comment leaves
 * nothing behind. A reply to a reply is filed under its top comment (comments are one level deep). What
 * the spam filter holds is stored hidden and filed for review in the same transaction; the answer's
 * state tells its author.
 */
export async function postComment(db: Db, input: PostInput, author: CommentViewer, now: number, lang: Locale): Promise<Comment> {
  const body = cleanCommentText(input.body);
  if (body === '') throw unprocessable('body', 'write something first');
  if (textLength(body) > COMMENT_LIMITS.bodyMax) throw unprocessable('body', `at most ${COMMENT_LIMITS.bodyMax} characters`);
  const id = await db.transaction().execute(async (trx) => {
    // A member banned from the lobby chat is banned from commenting too: one ban for the site's public talk.
    if ((await activeSanctions(trx, CHAT_DEFAULT_GROUP, author.userId, now)).ban !== undefined) throw new ApiError(403, 'You are banned from commenting');
    if ((await suspendedUntil(trx, author.userId, now)) !== null) throw new ApiError(403, 'Your account is suspended: you cannot comment for now');
    if (!(await contentItemExists(trx, input.kind, input.itemId, now, author.userId))) throw notFound('itemId: no such item');
    const parentId = input.parentId ? await topOf(trx, input.parentId, input.kind, input.itemId) : null;
    await checkFlood(trx, author, now);
    const verdict = await judgeComment(trx, author.userId, body, now);
    const row = await trx
      .insertInto('comments')
      .values({ kind: input.kind, itemId: input.itemId, parentId, authorId: author.userId, body, lang, state: verdict.held ? 'hidden' : 'visible', moderatedBy: null, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (verdict.held) await fileForReview(trx, { kind: 'comment', itemId: row.id, subjectId: author.userId, source: 'filter', reasons: verdict.reasons, excerpt: body }, now);
    if (input.kind === 'post') await afterPostComment(trx, { id: row.id, postId: input.itemId, authorId: author.userId, body, parentId, shown: !verdict.held }, now);
    return row.id;
  });
  const stored = await commentById(db, id, author);
  if (!stored) throw new Error(`comment ${id} vanished after it was written`);
  return stored;
}

/** The top comment a new reply belongs under: the parent itself, or the parent's own top comment. */
async function topOf(db: Db, parentId: number, kind: CommentKind, itemId: number): Promise<number> {
  const parent = await db.selectFrom('comments').select(['id', 'parentId', 'state']).where('id', '=', parentId).where('kind', '=', kind).where('itemId', '=', itemId).executeTakeFirst();
  if (!parent || parent.state !== 'visible') throw notFound('parentId: no such comment');
  return parent.parentId ?? parent.id;
}

/** The chat's fixed-window rule over stored comments: the latest ones in the window answer for it, on every node alike. */
async function checkFlood(db: Db, author: CommentViewer, now: number): Promise<void> {
  const limit = commentRateLimit(author.siteRoleId, 'post');
  const windowStart = now - COMMENT_LIMITS.rate.windowMs;
  const recent = await db.selectFrom('comments').select('createdAt').where('authorId', '=', author.userId).where('createdAt', '>', windowStart).orderBy('createdAt', 'desc').limit(limit).execute();
  if (recent.length < limit) return;
  const oldest = Number(recent[recent.length - 1]?.createdAt ?? now);
  const waitS = Math.max(1, Math.ceil((oldest + COMMENT_LIMITS.rate.windowMs - now) / 1000));
  throw tooFast('Too many comments; wait a moment', waitS * 1000);
}

async function stateOf(db: Db, id: number) {
  const row = await db.selectFrom('comments').select(['id', 'authorId', 'state']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('id: no such comment');
  return row;
}

/** The author takes their comment down; its text is wiped. 403 on another member's comment. */
export async function deleteOwnComment(db: Db, id: number, me: CommentViewer, now: number): Promise<{ id: number; state: CommentState }> {
  return db.transaction().execute(async (trx) => {
    const row = await stateOf(trx, id);
    if (row.authorId !== me.userId) throw new ApiError(403, 'Only the author deletes a comment');
    if (row.state !== 'deleted') {
      await trx.updateTable('comments').set({ state: 'deleted', body: '', moderatedBy: null, updatedAt: now }).where('id', '=', id).execute();
      await syncCommentCountOf(trx, id);
    }
    return { id, state: 'deleted' };
  });
}

const MODERATED_STATE: Record<CommentModeration, CommentState> = { hide: 'hidden', unhide: 'visible', delete: 'deleted' };

/**
 * A moderator hides, shows again or deletes any comment; a deleted comment stays deleted. Each change
 * is written to the moderation log in the same transaction; asking for the state it already has
 * changes nothing and logs nothing.
 */
export async function moderateComment(db: Db, id: number, action: CommentModeration, moderator: CommentViewer, now: number): Promise<{ id: number; state: CommentState }> {
  if (!viewerModerates(moderator)) throw new ApiError(403, 'Only moderators hide or delete comments');
  const state = MODERATED_STATE[action];
  const logged = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('comments').select(['id', 'authorId', 'state', 'kind', 'itemId']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('id: no such comment');
    if (row.state === 'deleted' && state !== 'deleted') throw new ApiError(409, 'The comment was deleted');
    if (row.state === state) return null;
    await trx.updateTable('comments').set({ state, moderatedBy: moderator.userId, updatedAt: now, ...(state === 'deleted' ? { body: '' } : {}) }).where('id', '=', id).execute();
    await syncCommentCountOf(trx, id);
    const entry: ModerationRecord = { actorId: moderator.userId, action: `comment-${action}`, groupId: null, targetUserId: row.authorId, messageId: id, detail: `${row.kind}:${row.itemId}` };
    await recordModeration(trx, entry, now);
    return entry;
  });
  if (logged) reportModeration(logged);
  return { id, state };
}
