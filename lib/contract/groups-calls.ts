import type * as contract from './groups';
import { callsOf } from './call';

/** The method and path of each groups endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const groupList = call('GET', '/other/api/groups/list');
export const groupSuggested = call('GET', '/other/api/groups/suggested');
export const groupDetail = call('GET', '/other/api/groups/detail');
export const groupMembers = call('GET', '/other/api/groups/members');
export const groupCreate = call('POST', '/other/api/groups/create');
export const groupEdit = call('POST', '/other/api/groups/edit');
export const groupJoin = call('POST', '/other/api/groups/join');
export const groupLeave = call('POST', '/other/api/groups/leave');
export const groupRequests = call('GET', '/other/api/groups/requests');
export const groupRespond = call('POST', '/other/api/groups/requests/respond');
export const groupSetRole = call('POST', '/other/api/groups/role');
export const groupRemoveMember = call('POST', '/other/api/groups/remove-member');
export const groupPin = call('POST', '/other/api/groups/pin');
export const groupUnpin = call('POST', '/other/api/groups/unpin');
