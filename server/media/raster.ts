import sharp from 'sharp';
import { PICTURE_PIXELS, type PicturePixels } from '@/lib/media/picture-src';
import { drawingCache } from './drawing-cache';
import { renderMedia } from './render';

/** A generated SVG (drawn on a 64-unit square) as a bitmap `size` pixels square. */
export function svgToBitmap(svg: string, size: number, format: 'png' | 'webp'): Promise<Buffer> {
  const image = sharp(Buffer.from(svg), { density: 72 * (size / 64) }).resize(size, size);
  return (format === 'png' ? image.png() : image.webp({ quality: 85 })).toBuffer();
}

export interface RasterResponse {
  status: number;
  body: Buffer | string;
  headers: Record<string, string>;
}

const RASTER_FILE = /^(.+)\.webp$/;
const RASTER_KINDS = new Set(['crest', 'league', 'avatar']);
/** Every seed of a busy day fits; the oldest drawings go first. */
const remember = drawingCache(4000);

const notFound = (): RasterResponse => ({ status: 404, body: 'Not found', headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

function sizeOf(value: string | null): PicturePixels | null {
  const size = Number(value);
  return (PICTURE_PIXELS as readonly number[]).includes(size) ? (size as PicturePixels) : null;
}

/** GET /media/{crest|league|avatar}/{seed}.webp?t=initials&s=size → the generated picture as WebP, or 404. */
export async function rasterPicture(pathSegments: readonly string[], searchParams: URLSearchParams): Promise<RasterResponse | null> {
  const [kind, file] = pathSegments;
  const seed = RASTER_FILE.exec(file ?? '')?.[1];
  if (pathSegments.length !== 2 || !seed) return null;
  const size = sizeOf(searchParams.get('s'));
  if (!RASTER_KINDS.has(kind ?? '') || size === null) return notFound();
  const svg = renderMedia([kind ?? '', `${seed}.svg`], searchParams);
  if (svg.status !== 200) return notFound();
  const body = await remember(`${kind}/${seed}/${size}/${svg.body}`, () => svgToBitmap(svg.body, size, 'webp'));
  return {
    status: 200,
    body,
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' },
  };
}
