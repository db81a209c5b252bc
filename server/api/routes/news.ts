import * as news from '@/lib/contract/news';
import { newsArticleDetail, newsListPage } from '@/server/services/news/articles';
import { clearReadingHistory } from '@/server/services/news/reading-history';
import type { ApiContext } from '../context';
import { optionalMemberId, requireMember } from '../guards';
import type { RouteDef } from '../route';
import { route } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
// The request's clock decides what is out: a scheduled article appears once its time has come.
const reader = async (c: ApiContext) => ({ locale: c.get('ctx').locale, userId: await optionalMemberId(c), now: c.get('deps').accounts.now() });

export const routes: readonly RouteDef[] = [
  route(news.newsList, async ({ query }, c) => newsListPage(await db(c), query, await reader(c))),
  route(news.newsDetail, async ({ query }, c) => newsArticleDetail(await db(c), query, await reader(c))),
  // The member's own history only: whose it is comes from the token, never from the request.
  route(news.newsReadingHistoryClear, async (_input, c) => clearReadingHistory(await db(c), (await requireMember(c)).userId)),
];
