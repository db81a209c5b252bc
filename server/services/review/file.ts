import { sql } from 'kysely';
import type { ReviewKind, ReviewSource } from '@/lib/domain/review';
import type { Db } from '@/server/db/client';

/** What a section hands the review queue: the thing, whose it is, why, and its text as it stands. */
export interface ReviewFiling {
  kind: ReviewKind;
  itemId: number;
  subjectId: number | null;
  source: ReviewSource;
  reasons: readonly string[];
  excerpt: string;
}

const EXCERPT_MAX = 500;

/**
 * Puts a thing in the staff review queue, or, when it is already open there, adds the new reasons and
 * one more report to that item. Call it inside the transaction of the change that files it, so a held
 * post and its queue entry are written together or not at all.
 */
export async function fileForReview(trx: Db, filing: ReviewFiling, now: number): Promise<number> {
  const reports = filing.source === 'report' ? 1 : 0;
  const open = await trx
    .selectFrom('reviewItems')
    .select(['id', 'reasons'])
    .where('kind', '=', filing.kind)
    .where('itemId', '=', filing.itemId)
    .where('state', '=', 'open')
    .executeTakeFirst();
  if (open) {
    const reasons = [...new Set([...open.reasons.split(',').filter(Boolean), ...filing.reasons])].join(',');
    await trx
      .updateTable('reviewItems')
      .set({ reasons, reportCount: sql<number>`report_count + ${reports}` })
      .where('id', '=', open.id)
      .execute();
    return open.id;
  }
  const row = await trx
    .insertInto('reviewItems')
    .values({
      kind: filing.kind,
      itemId: filing.itemId,
      subjectId: filing.subjectId,
      source: filing.source,
      reasons: [...new Set(filing.reasons)].join(','),
      excerpt: [...filing.excerpt].slice(0, EXCERPT_MAX).join(''),
      reportCount: reports,
      createdAt: now,
      resolvedBy: null,
      resolvedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Until when a member is suspended (the latest running suspension), or null when they are not. */
export async function suspendedUntil(db: Db, userId: number, now: number): Promise<number | null> {
  const row = await db
    .selectFrom('memberSuspensions')
    .select((eb) => eb.fn.max('until').as('until'))
    .where('userId', '=', userId)
    .where('until', '>', now)
    .executeTakeFirst();
  return row?.until == null ? null : Number(row.until);
}
