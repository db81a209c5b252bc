import type { ChatEvent } from '@/lib/contract/chat';
import type { ReviewKind } from '@/lib/domain/review';
import { chatRuntime } from '@/server/chat/runtime';
import { roomStateOf } from '@/server/chat/service';
import { findGroup } from '@/server/chat/store';
import { messageById } from '@/server/chat/store-messages';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { syncCommentCountOf } from '../feed/comment-hooks';
import { noticeComment } from '../feed/notifications';
import { announceApprovedPost } from '../feed/pushes';

/** What is left to do once the change is committed (tell the sockets), with the database outside the transaction. */
export type AfterCommit = (db: Db) => Promise<void>;

export interface ReviewedThing {
  kind: ReviewKind;
  itemId: number;
}

const changed = (res: { numUpdatedRows: bigint }) => Number(res.numUpdatedRows) > 0;

/** Tells a public room's subscribers on every node; the change is stored, so a failed publish is only logged. */
async function publishToRoom(groupId: number, event: ChatEvent): Promise<void> {
  await chatRuntime()?.bus.publish({ groupId, visibility: 'public' }, event).catch((err: unknown) => logger.warn({ err, groupId, type: event.type }, 'review change not published'));
}

/**
 * Publishes a held item as it was written, with what publishing it at once would have done: a post's
 * mentions and friends' "new posts" pill, a comment's count under its post and its author's notice. A
 * held chat message was stored hidden (`deleted`, never broadcast): it is shown and sent to its room now.
 * An item its author deleted meanwhile stays deleted.
 */
export async function publishHeld(trx: Db, item: ReviewedThing, now: number): Promise<AfterCommit | null> {
  switch (item.kind) {
    case 'post': {
      if (!changed(await trx.updateTable('posts').set({ state: 'visible', updatedAt: now }).where('id', '=', item.itemId).where('state', '=', 'held').executeTakeFirst())) return null;
      return (db) => announceApprovedPost(db, item.itemId, now);
    }
    case 'comment':
      // The filter keeps a held comment hidden with no moderator's name on it; one a moderator hid stays hidden.
      if (changed(await trx.updateTable('comments').set({ state: 'visible', updatedAt: now }).where('id', '=', item.itemId).where('state', '=', 'hidden').where('moderatedBy', 'is', null).executeTakeFirst())) {
        await commentShown(trx, item.itemId, now);
      }
      return null;
    case 'chat': {
      if (!changed(await trx.updateTable('chatMessages').set({ deleted: 0 }).where('id', '=', item.itemId).where('deleted', '=', 1).executeTakeFirst())) return null;
      return async (db) => {
        const message = await messageById(db, item.itemId);
        if (message) await publishToRoom(message.groupId, { type: 'message', message });
      };
    }
    case 'member':
      return null;
  }
}

/**
 * Takes the item down: a post is removed, a comment deleted by a moderator (its text wiped, as comment
 * moderation does), a chat message deleted the way chat moderation deletes it (unpinned if pinned, the
 * room told). A member reported as a whole has nothing to take down.
 */
export async function takeDown(trx: Db, item: ReviewedThing, moderatorId: number, now: number): Promise<AfterCommit | null> {
  switch (item.kind) {
    case 'post':
      await trx.updateTable('posts').set({ state: 'removed', updatedAt: now }).where('id', '=', item.itemId).where('state', 'in', ['visible', 'held']).execute();
      return null;
    case 'comment':
      await trx.updateTable('comments').set({ state: 'deleted', body: '', moderatedBy: moderatorId, updatedAt: now }).where('id', '=', item.itemId).where('state', '!=', 'deleted').execute();
      await syncCommentCountOf(trx, item.itemId);
      return null;
    case 'chat':
      return takeDownChat(trx, item.itemId, now);
    case 'member':
      return null;
  }
}

/** A held comment now shown: under a post, the post's count follows and its author (and a reply's parent) hears of it. */
async function commentShown(trx: Db, commentId: number, now: number): Promise<void> {
  await syncCommentCountOf(trx, commentId);
  const c = await trx.selectFrom('comments').select(['kind', 'itemId', 'authorId', 'body', 'parentId']).where('id', '=', commentId).executeTakeFirst();
  if (c?.kind === 'post') await noticeComment(trx, { postId: c.itemId, authorId: c.authorId, body: c.body, parentId: c.parentId }, now);
}

async function takeDownChat(trx: Db, messageId: number, now: number): Promise<AfterCommit | null> {
  // A held message is already hidden and was never shown: nothing to tell anyone.
  if (!changed(await trx.updateTable('chatMessages').set({ deleted: 1 }).where('id', '=', messageId).where('deleted', '=', 0).executeTakeFirst())) return null;
  const row = await trx.selectFrom('chatMessages').select('groupId').where('id', '=', messageId).executeTakeFirstOrThrow();
  const unpinned = changed(await trx.updateTable('chatGroups').set({ pinnedMessageId: null }).where('id', '=', row.groupId).where('pinnedMessageId', '=', messageId).executeTakeFirst());
  return async (db) => {
    await publishToRoom(row.groupId, { type: 'deleted', groupMessageId: messageId });
    if (!unpinned) return;
    const group = await findGroup(db, row.groupId, now);
    if (group) await publishToRoom(group.id, { type: 'room', room: await roomStateOf(db, group, chatRuntime()?.presence ?? null) });
  };
}
