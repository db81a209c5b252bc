import { call } from './define-call';
import type * as community from './community';

/** The browser's calls of the community pages (see calls.ts for why the browser gets no schemas). */
export const friendList = call<typeof community.friendList>('GET', '/live/api/user/friend/list');
export const friendRemove = call<typeof community.friendRemove>('POST', '/live/api/user/friend/remove');
export const memberSearch = call<typeof community.memberSearch>('GET', '/live/api/user/friend/search');
export const applicationSubmit = call<typeof community.applicationSubmit>('POST', '/live/api/user/commentator/apply');
export const applicationMine = call<typeof community.applicationMine>('GET', '/live/api/user/commentator/mine');
export const applicationPending = call<typeof community.applicationPending>('GET', '/live/api/user/commentator/pending');
export const applicationReview = call<typeof community.applicationReview>('POST', '/live/api/user/commentator/review');
export const promotionList = call<typeof community.promotionList>('GET', '/other/api/promotion/list');
export const promotionDetail = call<typeof community.promotionDetail>('GET', '/other/api/promotion/detail');
export const promotionClaim = call<typeof community.promotionClaim>('POST', '/other/api/promotion/claim');
