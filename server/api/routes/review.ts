import * as review from '@/lib/contract/review';
import { reviewsQueue } from '@/lib/domain/review';
import { spendCommentAllowance } from '@/server/services/comments/rate';
import { actOnReviewItem, type Reviewer } from '@/server/services/review/act';
import { reportMember } from '@/server/services/review/member-report';
import { listReviewQueue } from '@/server/services/review/queue';
import type { ApiContext } from '../context';
import { ApiError } from '../errors';
import { requireMember } from '../guards';
import type { RouteDef } from '../route';
import { route } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const now = (c: ApiContext) => c.get('deps').accounts.now();

/**
 * Staff who work the queue: 401 without a member's token, 403 for anyone else. The role is read from
 * the account, not the token, so a member who leaves the staff stops at once.
 */
async function requireReviewer(c: ApiContext): Promise<Reviewer> {
  const claims = await requireMember(c);
  const user = await (await db(c)).selectFrom('users').select('siteRoleId').where('id', '=', claims.userId).executeTakeFirst();
  if (!user || !reviewsQueue(user.siteRoleId)) throw new ApiError(403, 'For the staff who review reports only');
  return { userId: claims.userId, siteRoleId: user.siteRoleId };
}

export const routes: readonly RouteDef[] = [
  route(review.reviewList, async ({ query }, c) => {
    await requireReviewer(c);
    return listReviewQueue(await db(c), query, c.get('ctx').locale, now(c));
  }),
  route(review.reviewAct, async ({ body }, c) => actOnReviewItem(await db(c), body, await requireReviewer(c), now(c))),
  route(review.reviewReportMember, async ({ body }, c) => {
    const claims = await requireMember(c);
    const me = { userId: claims.userId, siteRoleId: claims.siteRoleId };
    // Member reports count against the same allowance as comment reports: each asks staff to look.
    await spendCommentAllowance(c.get('deps').commentLimiter, 'report', me, now(c));
    return reportMember(await db(c), body, me.userId, now(c));
  }),
];
