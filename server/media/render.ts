import { avatarSvg } from './avatar';
import { bannerSvg } from './banner';
import { crestSvg } from './crest';
import { leagueLogoSvg } from './league-logo';
import { cleanLabel, initialsOf } from './text';

export const MEDIA_KINDS = ['crest', 'league', 'avatar', 'banner'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export interface MediaResponse {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** Seeds only pick colours and shapes, but keep them URL-shaped so caches stay tidy. */
const SEED_FILE = /^([A-Za-z0-9][A-Za-z0-9._-]{0,95})\.svg$/;

const LABEL_MAX: Record<MediaKind, number> = { crest: 4, league: 4, avatar: 3, banner: 0 };

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // The image never needs scripts or outside resources, even when opened directly.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

function notFound(): MediaResponse {
  return { status: 404, body: 'Not found', headers: { 'Content-Type': 'text/plain; charset=utf-8' } };
}

function isKind(value: string | undefined): value is MediaKind {
  return (MEDIA_KINDS as readonly string[]).includes(value ?? '');
}

function draw(kind: MediaKind, seed: string, label: string): string {
  switch (kind) {
    case 'crest':
      return crestSvg(seed, label);
    case 'league':
      return leagueLogoSvg(seed, label);
    case 'avatar':
      return avatarSvg(seed, label);
    case 'banner':
      return bannerSvg(seed);
  }
}

/** GET /media/{kind}/{seed}.svg[?t=initials] → a generated SVG, or 404. */
export function renderMedia(pathSegments: readonly string[], searchParams: URLSearchParams): MediaResponse {
  if (pathSegments.length !== 2) return notFound();
  const [kind, file] = pathSegments;
  if (!isKind(kind)) return notFound();
  const seed = SEED_FILE.exec(file ?? '')?.[1];
  if (!seed) return notFound();
  const max = LABEL_MAX[kind];
  const given = cleanLabel(searchParams.get('t') ?? '', max);
  const label = given || initialsOf(seed, max);
  return { status: 200, body: draw(kind, seed, label), headers: { ...SVG_HEADERS } };
}
