import type * as contract from './saved';
import { callsOf } from './call';

/** The method and path of each saved-items endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const savedList = call('GET', '/other/api/saved/list');
export const savedStatus = call('GET', '/other/api/saved/status');
export const savedSave = call('POST', '/other/api/saved/save');
export const savedUnsave = call('POST', '/other/api/saved/unsave');
