import type * as contract from './recordings';
import { callsOf } from './call';

/** The method and path of each recordings endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const commentatorRecordings = call('GET', '/other/api/highlights/recordings');
