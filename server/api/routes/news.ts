import * as news from '@/lib/contract/news';
import { newsArticleDetail, newsListPage } from '@/server/services/news/articles';
import type { ApiContext } from '../context';
import { optionalMemberId } from '../guards';
import type { RouteDef } from '../route';
import { route } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
// The request's clock decides what is out: a scheduled article appears once its time has come.
const reader = async (c: ApiContext) => ({ locale: c.get('ctx').locale, userId: await optionalMemberId(c), now: c.get('deps').accounts.now() });

export const routes: readonly RouteDef[] = [
  route(news.newsList, async ({ query }, c) => newsListPage(await db(c), query, await reader(c))),
  route(news.newsDetail, async ({ query }, c) => newsArticleDetail(await db(c), query, await reader(c))),
];
