import type { ReactElement } from 'react';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { CARD_CONTENT_TYPE, SHARE_CARD_CACHE, SHARE_CARD_SIZE, SHARE_CARD_VERSION, type CardFormat, type ShareCardPhase } from '@/lib/domain/share-card';
import { hashString } from '@/lib/random/seeded';
import { drawingCache } from '@/server/media/drawing-cache';
import { cardFonts } from './fonts';

interface CardAnswer {
  /** Everything the card shows, as text: the same state draws the same picture, so it names the entity tag. */
  state: string;
  phase: ShareCardPhase;
  /** The request's If-None-Match, when it sent one. */
  ifNoneMatch: string | null;
  /** PNG unless asked otherwise. */
  format?: CardFormat;
  /** Draws the card; dynamic text (names, titles) goes through `drawable` first. */
  draw: (drawable: (text: string) => string) => Promise<ReactElement>;
}

/** Every viewer who opens a room asks for its poster, and a crawler for each share: each state is drawn once. */
const drawn = drawingCache(200);

/** Photographic WebP at this quality keeps the card's text crisp at about a fifth of the PNG's size. */
const WEBP_QUALITY = 80;

/** A card's picture, or 304 when the client already has this state's picture in this format. */
export async function cardResponse({ state, phase, ifNoneMatch, format = 'png', draw }: CardAnswer): Promise<Response> {
  const etag = `"sc${SHARE_CARD_VERSION}-${hashString(state).toString(36)}-${state.length.toString(36)}${format === 'png' ? '' : `-${format}`}"`;
  const headers = { 'Cache-Control': SHARE_CARD_CACHE[phase], ETag: etag, 'X-Content-Type-Options': 'nosniff' };
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return new Response(null, { status: 304, headers });
  const body = await drawn(`${format}:${state}`, async () => {
    const { fonts, drawable } = await cardFonts();
    const png = Buffer.from(await new ImageResponse(await draw(drawable), { ...SHARE_CARD_SIZE, fonts }).arrayBuffer());
    return format === 'png' ? png : sharp(png).webp({ quality: WEBP_QUALITY }).toBuffer();
  });
  return new Response(new Uint8Array(body), { headers: { ...headers, 'Content-Type': CARD_CONTENT_TYPE[format] } });
}

export function cardNotFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' } });
}
