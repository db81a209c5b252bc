import type * as contract from './search';
import { callsOf } from './call';

/** The method and path of the site search: the only place they are written. */
const call = callsOf<typeof contract>();

export const siteSearch = call('GET', '/live/api/search');
