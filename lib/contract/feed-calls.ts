import type * as contract from './feed';
import { callsOf } from './call';

/** The method and path of each feed endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const feedList = call('GET', '/other/api/feed/list');
export const feedPost = call('GET', '/other/api/feed/post');
export const feedTrends = call('GET', '/other/api/feed/trends');
export const feedImage = call('POST', '/other/api/feed/image');
export const feedCreate = call('POST', '/other/api/feed/create');
export const feedEdit = call('POST', '/other/api/feed/edit');
export const feedDelete = call('POST', '/other/api/feed/delete');
export const feedReact = call('POST', '/other/api/feed/react');
export const feedVote = call('POST', '/other/api/feed/vote');
export const feedReport = call('POST', '/other/api/feed/report');
export const feedProfile = call('GET', '/other/api/feed/profile');
export const feedProfileEdit = call('POST', '/other/api/feed/profile/edit');
