/** The pictures a match or room page draws for itself when shared (OpenGraph, Twitter). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_CARD_TYPE = 'image/png';
/** The one picture each page has: the last segment of its address (…/opengraph-image-x/card). */
export const SHARE_CARD_ID = 'card';
/** Bumped when the drawing changes, so the entity tags of pictures drawn before stop matching. */
export const SHARE_CARD_VERSION = 1;

/** How settled what a card shows is: a finished match does not change, a live one changes by the minute. */
export type ShareCardPhase = 'live' | 'upcoming' | 'settled';

/** Browsers and shared caches may keep a card this long, as its phase allows. */
export const SHARE_CARD_CACHE: Readonly<Record<ShareCardPhase, string>> = {
  live: 'public, max-age=60, s-maxage=60',
  upcoming: 'public, max-age=600, s-maxage=600',
  settled: 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400',
};
