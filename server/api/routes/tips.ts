import * as tips from '@/lib/contract/tips';
import { memberTips, openMatches, tipDetailOf, tipEventList, tipListPage } from '@/server/services/tip-queries';
import { tipQuoteOf } from '@/server/services/tip-quote';
import { topTipsters } from '@/server/services/tip-rating';
import { createMemberTip, deleteMemberTip, updateMemberTip } from '@/server/services/tip-write';
import type { ApiContext } from '../context';
import { requireMember } from '../guards';
import type { RouteDef } from '../route';
import { route } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const ctx = (c: ApiContext) => ({ locale: c.get('ctx').locale });
const member = async (c: ApiContext) => ({ locale: c.get('ctx').locale, userId: (await requireMember(c)).userId });

const tipsRoutes = [
  route(tips.tipList, async ({ query }, c) => tipListPage(await db(c), query, ctx(c))),
  route(tips.tipDetail, async ({ query }, c) => tipDetailOf(await db(c), query, ctx(c))),
  route(tips.tipEvents, async ({ query }, c) => tipEventList(await db(c), query, ctx(c))),
  route(tips.tipOpenMatches, async ({ query }, c) => openMatches(await db(c), query, ctx(c))),
  route(tips.tipQuote, async ({ query }, c) => tipQuoteOf(await db(c), query.fixtureId, ctx(c))),
  route(tips.myTips, async (_in, c) => memberTips(await db(c), await member(c))),
  route(tips.createTip, async ({ body }, c) => createMemberTip(await db(c), body, await member(c))),
  route(tips.updateTip, async ({ body }, c) => updateMemberTip(await db(c), body, await member(c))),
  route(tips.deleteTip, async ({ body }, c) => deleteMemberTip(await db(c), body, await member(c))),
  route(tips.topRating, async ({ query }, c) => topTipsters(await db(c), query, ctx(c))),
];

export const routes: readonly RouteDef[] = [...tipsRoutes];
