import type { SearchKind } from '@/lib/domain/search';

/** What the feed search asks the site search for: posts, then members. The page reads them on the server too. */
export const FEED_SEARCH_KINDS = ['post', 'member'] as const satisfies readonly SearchKind[];
