import { FEED_PATHS } from '@/lib/domain/feed';
import type { Section } from '.';

/**
 * The community feed. Every page shows the reader's own view of the posts (their reactions, saves,
 * friends-only posts), so only guests share a rendered copy. The feed is the sitemap's entry; single
 * posts, profiles and searches are reached from it.
 */
export const feed: Section = {
  pageCache: { guests: [FEED_PATHS.feed] },
  publicPages: [FEED_PATHS.feed],
};
