import type * as contract from './friends';
import { callsOf } from './call';

/** The method and path of each friends endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const friendList = call('GET', '/live/api/user/friend/list');
export const friendRemove = call('POST', '/live/api/user/friend/remove');
export const memberSearch = call('GET', '/live/api/user/friend/search');
export const friendSendRequest = call('POST', '/live/api/user/friend/send-request');
export const friendRespond = call('POST', '/live/api/user/friend/respond');
export const isFriend = call('GET', '/live/api/user/friend/is-friend');
export const memberBlock = call('POST', '/live/api/user/friend/block');
export const memberUnblock = call('POST', '/live/api/user/friend/unblock');
export const blockedList = call('GET', '/live/api/user/friend/blocked');
