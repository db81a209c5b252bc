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

/**
 * Where a live room's card is drawn. Rooms live under a catch-all route, which cannot hold Next's
 * opengraph-image file, so their cards have a route of their own (outside the locale proxy: it has an extension).
 */
export function roomCardPath(locale: string, roomId: number): string {
  return `/share-cards/rooms/${locale}/${roomId}.png`;
}

/** The room id of a card's file name ("42.png"), or null. */
export function roomIdOfCardFile(file: string): number | null {
  const id = /^([1-9]\d{0,9})\.png$/.exec(file)?.[1];
  return id !== undefined && Number(id) <= 2_147_483_647 ? Number(id) : null;
}
