import { call } from './define-call';
import type * as search from './search';

/** The browser's call of the site search (see calls.ts for why the browser gets no schemas). */
export const siteSearch = call<typeof search.siteSearch>('GET', '/live/api/search');
