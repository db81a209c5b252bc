import type * as contract from './community';
import { callsOf } from './call';

/** The method and path of each community endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const applicationSubmit = call('POST', '/live/api/user/commentator/apply');
export const applicationMine = call('GET', '/live/api/user/commentator/mine');
export const applicationPending = call('GET', '/live/api/user/commentator/pending');
export const applicationReview = call('POST', '/live/api/user/commentator/review');
export const promotionList = call('GET', '/other/api/promotion/list');
export const promotionDetail = call('GET', '/other/api/promotion/detail');
export const promotionClaim = call('POST', '/other/api/promotion/claim');
