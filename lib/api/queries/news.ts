import type { QueryOf } from '@/lib/contract/endpoint';
import { newsDetail, newsList } from '@/lib/contract/news-calls';
import { callQuery } from './call-query';

export const NEWS_KEY_ROOT = 'news';

export type NewsListParams = QueryOf<typeof newsList>;

/** One page of published articles: of a sport, a type, a tag, in a tab's order. */
export const newsListQuery = (q: NewsListParams) => callQuery(NEWS_KEY_ROOT, newsList, q, { staleTime: 60_000 });
/** One article with its body, tags and related articles. */
export const newsDetailQuery = (id: number) => callQuery(NEWS_KEY_ROOT, newsDetail, { id }, { staleTime: 60_000 });
