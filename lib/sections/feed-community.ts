import { FEED_PATHS } from '@/lib/domain/feed';
import type { Section } from '.';

/**
 * The community around the feed: groups, watch parties and the hub. Their pages sit under the feed's
 * path, so its page-cache rule (guests only) covers them; the lists are the sitemap's entries, single
 * groups, places and parties are reached from them. Recent activity is a member's own page.
 */
export const feedCommunity: Section = {
  publicPages: [FEED_PATHS.groups, FEED_PATHS.events, FEED_PATHS.community],
};
