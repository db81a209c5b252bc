import { FEED_PATHS, POSTS_ROOT } from '@/lib/domain/feed';
import type { Section } from '.';

/**
 * The community feed. Every page shows the reader's own view of the posts (their reactions, saves,
 * friends-only posts), so only guests share a rendered copy of most. The pages a crowd of members
 * opens (the feed, a post, a member's profile) are drawn for members as one shell their browser fills
 * with their own view. The feed is the sitemap's entry; single posts, profiles and searches are
 * reached from it.
 */
export const feed: Section = {
  pageCache: { guests: [FEED_PATHS.feed], memberShell: [FEED_PATHS.feed, `${POSTS_ROOT}/*`, `${FEED_PATHS.profile}/*`] },
  publicPages: [FEED_PATHS.feed],
};
