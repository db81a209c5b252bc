import type * as contract from './news';
import { callsOf } from './call';

/** The method and path of each news endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const newsList = call('GET', '/other/api/news/list');
export const newsDetail = call('GET', '/other/api/news/detail');
export const newsReadingHistoryClear = call('POST', '/other/api/news/reading-history/clear');
