import type { PageCachePolicy } from '.';

/** The home page is hit hardest when a big match is on, and shows nothing of the member on the server. */
export const pageCache: PageCachePolicy = { everyone: ['/'] };
