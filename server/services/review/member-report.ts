import type { MemberReportReason } from '@/lib/domain/review';
import { ApiError, notFound, unprocessable } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { uniqueViolationColumn } from '../unique-violation';
import { fileForReview } from './file';

/**
 * A member reports another member as a whole (a profile, a pattern of messages). The queue keeps one
 * open item per member, each report adding to it; a reporter files one report at a time until staff
 * deal with the item (409 meanwhile). Oneself cannot be reported (422).
 */
export async function reportMember(db: Db, input: { userId: number; reason: MemberReportReason }, reporterId: number, now: number): Promise<{ userId: number; reported: boolean }> {
  if (input.userId === reporterId) throw unprocessable('userId', 'you cannot report yourself');
  try {
    await db.transaction().execute(async (trx) => {
      const member = await trx.selectFrom('users').select(['id', 'displayName']).where('id', '=', input.userId).executeTakeFirst();
      if (!member) throw notFound('userId: no such member');
      const already = await trx.selectFrom('memberReports').select('userId').where('memberId', '=', member.id).where('userId', '=', reporterId).executeTakeFirst();
      if (already) throw new ApiError(409, 'You already reported this member');
      await trx.insertInto('memberReports').values({ memberId: member.id, userId: reporterId, reason: input.reason, createdAt: now }).execute();
      await fileForReview(trx, { kind: 'member', itemId: member.id, subjectId: member.id, source: 'report', reasons: [input.reason], excerpt: member.displayName }, now);
    });
  } catch (err) {
    // The same report sent twice at once: the second meets the first's row.
    if (uniqueViolationColumn(err) !== null) throw new ApiError(409, 'You already reported this member');
    throw err;
  }
  return { userId: input.userId, reported: true };
}
