import type * as contract from './views';
import { callsOf } from './call';

/** The method and path of each view endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const countView = call('POST', '/other/api/views/count');
