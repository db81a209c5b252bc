import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { reviewAct } from '@/lib/contract/review';
import { REVIEW_ACTION_STATE, reviewActionsFor, reviewsQueue, type ReviewState } from '@/lib/domain/review';
import { ApiError, notFound, unprocessable } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import type { ReviewItemTable } from '@/server/db/schema-feed';
import { logger } from '@/server/logger';
import { recordModeration, reportModeration, type ModerationRecord } from '../moderation-log';
import { publishHeld, takeDown, type AfterCommit } from './item-effects';
import { memberLanguage, sendReviewNotice } from './notices';

type Body = z.output<typeof reviewAct.body>;
type Item = Selectable<ReviewItemTable>;
export interface Reviewer {
  userId: number;
  siteRoleId: number;
}

const DAY_MS = 24 * 60 * 60_000;

function checkDays(body: Body): void {
  if (body.action === 'suspend' && body.days === undefined) throw unprocessable('days', 'say how many days the suspension lasts');
  if (body.action !== 'suspend' && body.days !== undefined) throw unprocessable('days', 'only a suspension lasts days');
}

async function openItem(trx: Db, body: Body): Promise<Item> {
  const item = await trx.selectFrom('reviewItems').selectAll().where('id', '=', body.id).executeTakeFirst();
  if (!item) throw notFound('id: no such item in the review queue');
  if (item.state !== 'open') throw new ApiError(409, `This item was already reviewed (${item.state})`);
  if (!reviewActionsFor(item).includes(body.action)) {
    throw unprocessable('action', `a ${item.source === 'filter' ? 'held' : 'reported'} ${item.kind} is ${reviewActionsFor(item).join(', ')}d, not ${body.action}d`);
  }
  return item;
}

/** The language the item was written in, when its table keeps one. */
async function writtenIn(trx: Db, item: Item): Promise<string | null> {
  if (item.kind === 'post') return (await trx.selectFrom('posts').select('lang').where('id', '=', item.itemId).executeTakeFirst())?.lang ?? null;
  if (item.kind === 'chat') return (await trx.selectFrom('chatMessages').select('lang').where('id', '=', item.itemId).executeTakeFirst())?.lang ?? null;
  return null;
}

/** Warns or suspends the item's author: the suspension row (for a suspension) and a notice in their inbox. */
async function sanctionAuthor(trx: Db, item: Item, body: Body, reviewer: Reviewer, now: number): Promise<void> {
  if (item.subjectId === null) throw unprocessable('action', 'the item has no author to warn or suspend');
  const author = await trx.selectFrom('users').select('siteRoleId').where('id', '=', item.subjectId).executeTakeFirst();
  if (author && reviewsQueue(author.siteRoleId)) throw new ApiError(403, 'Staff are not warned or suspended through the queue');
  if (body.days !== undefined) {
    await trx.insertInto('memberSuspensions').values({ userId: item.subjectId, until: now + body.days * DAY_MS, reviewItemId: item.id, createdBy: reviewer.userId, createdAt: now }).execute();
  }
  const locale = await memberLanguage(trx, item.subjectId, await writtenIn(trx, item));
  await sendReviewNotice(trx, { userId: item.subjectId, locale, kind: item.kind, excerpt: item.excerpt, ...(body.days === undefined ? {} : { days: body.days }) }, now);
}

/** The room of a chat message, so the room's log shows what happened in it. */
async function groupOf(trx: Db, item: Item): Promise<number | null> {
  if (item.kind !== 'chat') return null;
  return (await trx.selectFrom('chatMessages').select('groupId').where('id', '=', item.itemId).executeTakeFirst())?.groupId ?? null;
}

/**
 * Closes an open item of the queue with a reviewer's action, in one transaction with its effect (the
 * item published or taken down, the author warned or suspended) and its moderation-log row; the
 * sockets are told once it is committed. Two reviewers acting at once: the second gets 409.
 */
export async function actOnReviewItem(db: Db, body: Body, reviewer: Reviewer, now: number): Promise<{ id: number; state: ReviewState }> {
  checkDays(body);
  const state = REVIEW_ACTION_STATE[body.action];
  const { entry, after } = await db.transaction().execute(async (trx) => {
    const item = await openItem(trx, body);
    const closed = await trx.updateTable('reviewItems').set({ state, resolvedBy: reviewer.userId, resolvedAt: now }).where('id', '=', item.id).where('state', '=', 'open').executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 0) throw new ApiError(409, 'This item was already reviewed');
    let after: AfterCommit | null = null;
    if (body.action === 'approve') after = await publishHeld(trx, item, now);
    if (body.action === 'remove' || body.action === 'warn' || body.action === 'suspend') after = await takeDown(trx, item, reviewer.userId, now);
    if (body.action === 'warn' || body.action === 'suspend') await sanctionAuthor(trx, item, body, reviewer, now);
    // The member's reporters may report again once their reports are dealt with.
    if (item.kind === 'member') await trx.deleteFrom('memberReports').where('memberId', '=', item.itemId).execute();
    const entry: ModerationRecord = {
      actorId: reviewer.userId,
      action: `review-${body.action}`,
      groupId: await groupOf(trx, item),
      targetUserId: item.subjectId,
      messageId: null,
      detail: `${item.kind}:${item.itemId}${body.days === undefined ? '' : `;${body.days}d`}`,
    };
    await recordModeration(trx, entry, now);
    return { entry, after };
  });
  reportModeration(entry);
  if (after) await after(db).catch((err: unknown) => logger.warn({ err, reviewItemId: body.id }, 'review change not broadcast'));
  return { id: body.id, state };
}
