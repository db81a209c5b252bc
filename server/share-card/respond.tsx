import type { ReactElement } from 'react';
import { ImageResponse } from 'next/og';
import { SHARE_CARD_CACHE, SHARE_CARD_SIZE, SHARE_CARD_TYPE, SHARE_CARD_VERSION, type ShareCardPhase } from '@/lib/domain/share-card';
import { hashString } from '@/lib/random/seeded';
import { cardFonts } from './fonts';

interface CardAnswer {
  /** Everything the card shows, as text: the same state draws the same picture, so it names the entity tag. */
  state: string;
  phase: ShareCardPhase;
  /** The request's If-None-Match, when it sent one. */
  ifNoneMatch: string | null;
  /** Draws the card; dynamic text (names, titles) goes through `drawable` first. */
  draw: (drawable: (text: string) => string) => Promise<ReactElement>;
}

/** A card's PNG, or 304 when the client already has this state's picture. */
export async function cardResponse({ state, phase, ifNoneMatch, draw }: CardAnswer): Promise<Response> {
  const etag = `"sc${SHARE_CARD_VERSION}-${hashString(state).toString(36)}-${state.length.toString(36)}"`;
  const headers = { 'Cache-Control': SHARE_CARD_CACHE[phase], ETag: etag, 'X-Content-Type-Options': 'nosniff' };
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return new Response(null, { status: 304, headers });
  const { fonts, drawable } = await cardFonts();
  return new ImageResponse(await draw(drawable), { ...SHARE_CARD_SIZE, fonts, headers: { ...headers, 'Content-Type': SHARE_CARD_TYPE } });
}

export function cardNotFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' } });
}
