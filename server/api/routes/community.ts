import * as community from '@/lib/contract/community';
import { myApplication, pendingApplications, reviewApplication, submitApplication } from '@/server/services/commentator-applications';
import { claimPromotion, promotionBySlug, promotionList } from '@/server/services/promotions';
import type { ApiContext } from '../context';
import { optionalMemberId, requireMember } from '../guards';
import { route, type RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const memberId = async (c: ApiContext) => (await requireMember(c)).userId;

/** Promotions are public; a member also sees which ones they claimed. */
async function viewer(c: ApiContext, member = false) {
  const { locale } = c.get('ctx');
  const userId = member ? await memberId(c) : ((await optionalMemberId(c)) ?? 0);
  return { locale, userId, now: Date.now() };
}

const communityLiveRoutes = [
  route(community.applicationSubmit, async ({ body }, c) => submitApplication(await db(c), await memberId(c), body, Date.now())),
  route(community.applicationMine, async (_in, c) => myApplication(await db(c), await memberId(c))),
  route(community.applicationPending, async (_in, c) => pendingApplications(await db(c), await memberId(c))),
  route(community.applicationReview, async ({ body }, c) => reviewApplication(await db(c), await memberId(c), body, Date.now())),
];

const communityOtherRoutes = [
  route(community.promotionList, async (_in, c) => promotionList(await db(c), await viewer(c))),
  route(community.promotionDetail, async ({ query }, c) => promotionBySlug(await db(c), query.slug, await viewer(c))),
  route(community.promotionClaim, async ({ body }, c) => claimPromotion(await db(c), body.id, await viewer(c, true))),
];

export const routes: readonly RouteDef[] = [...communityLiveRoutes, ...communityOtherRoutes];
