import type { ReviewItem } from '@/lib/contract/review';
import { MODERATION_ACTIONS } from '@/lib/domain/chat-moderation';
import type { CommentKind, CommentState } from '@/lib/domain/comments';
import type { PostState } from '@/lib/domain/feed';
import type { ReviewKind, ReviewSource } from '@/lib/domain/review';
import type { Db } from '@/server/db/client';
import { findGroup } from '@/server/chat/store';
import { fileForReview } from '@/server/services/review/file';
import { call, type Harness } from '../fixtures/api-harness';

export const R = '/other/api/review';

export async function addPost(db: Db, authorId: number, body: string, opts: { state?: PostState; lang?: string } = {}): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('posts')
    .values({ authorId, groupId: null, placeId: null, body, lang: opts.lang ?? 'vi', audience: 'public', state: opts.state ?? 'visible', fixtureId: null, roomId: null, sharedPostId: null, pollQuestion: null, createdAt: now, editedAt: null, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addComment(db: Db, c: { kind: CommentKind; itemId: number; authorId: number; body: string; state: CommentState }): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('comments')
    .values({ kind: c.kind, itemId: c.itemId, parentId: null, authorId: c.authorId, body: c.body, state: c.state, moderatedBy: null, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A chat message as stored: `hidden` as the filter stores a held one. */
export async function addChatMessage(db: Db, m: { groupId: number; userId: number; text: string; hidden?: boolean; lang?: string }): Promise<number> {
  await findGroup(db, m.groupId); // the lobby is made on first use
  const row = await db
    .insertInto('chatMessages')
    .values({ groupId: m.groupId, userId: m.userId, showName: 'Người gửi', text: m.text, lang: m.lang ?? null, parentId: null, colour: null, toUserId: null, vipGroup: null, deleted: m.hidden ? 1 : 0, ip: null, createdAt: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Files an item as the section that owns it would, and returns the queue item's id. */
export async function fileItem(db: Db, f: { kind: ReviewKind; itemId: number; subjectId: number; source: ReviewSource; reasons?: string[]; excerpt?: string }): Promise<number> {
  return db.transaction().execute((trx) =>
    fileForReview(trx, { kind: f.kind, itemId: f.itemId, subjectId: f.subjectId, source: f.source, reasons: f.reasons ?? (f.source === 'filter' ? ['gambling'] : ['spam']), excerpt: f.excerpt ?? 'nội dung' }, Date.now()),
  );
}

export const listQueue = (h: Harness, query: string, token?: string) => call<{ list: ReviewItem[]; total: number }>(h.api, `${R}/list${query}`, { token });
export const act = (h: Harness, body: Record<string, unknown>, token?: string) => call<{ id: number; state: string }>(h.api, `${R}/act`, { body, token });
export const reportMember = (h: Harness, body: Record<string, unknown>, token?: string) => call<{ userId: number; reported: boolean }>(h.api, `${R}/report-member`, { body, token });

export const itemState = async (db: Db, id: number) => (await db.selectFrom('reviewItems').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;

const REVIEW_LOG_ACTIONS = MODERATION_ACTIONS.filter((a) => a.startsWith('review-'));

/** The moderation-log rows of review actions about one member, oldest first. */
export const reviewLog = (db: Db, targetUserId: number) =>
  db.selectFrom('moderationActions').select(['action', 'actorId', 'groupId', 'targetUserId', 'messageId', 'detail']).where('targetUserId', '=', targetUserId).where('action', 'in', REVIEW_LOG_ACTIONS).orderBy('id').execute();
