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
export function roomCardPath(locale: string, roomId: number, format: CardFormat = 'png'): string {
  return `/share-cards/rooms/${locale}/${roomId}.${format}`;
}

/**
 * PNG for the sites a link is shared to; WebP for the room's own player, which shows the card as its
 * poster until the stream's first picture: a fifth of the bytes, and the room page's largest paint.
 */
export type CardFormat = 'png' | 'webp';
export const CARD_CONTENT_TYPE: Readonly<Record<CardFormat, string>> = { png: SHARE_CARD_TYPE, webp: 'image/webp' };

/** The room id and format of a card's file name ("42.png", "42.webp"), or null. */
export function parseCardFile(file: string): { roomId: number; format: CardFormat } | null {
  const match = /^([1-9]\d{0,9})\.(png|webp)$/.exec(file);
  if (!match || Number(match[1]) > 2_147_483_647) return null;
  return { roomId: Number(match[1]), format: match[2] as CardFormat };
}
