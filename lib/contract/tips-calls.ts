import type * as contract from './tips';
import { callsOf } from './call';

/** The method and path of each tips endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const tipList = call('GET', '/live/api/tips/list');
export const tipDetail = call('GET', '/live/api/tips/detail');
export const tipEvents = call('GET', '/live/api/tips/events');
export const tipOpenMatches = call('GET', '/live/api/tips/open-matches');
export const tipQuote = call('GET', '/live/api/tips/quote');
export const myTips = call('GET', '/live/api/tips/my');
export const createTip = call('POST', '/live/api/tips/create');
export const updateTip = call('POST', '/live/api/tips/update');
export const deleteTip = call('POST', '/live/api/tips/delete');
export const topRating = call('GET', '/other/api/schedule-tips/v2/top-rating');
