import { escapeXml } from '@/lib/format/escape-xml';
import { randomFor } from '@/lib/random/seeded';
import { paletteFrom, type Palette } from '@/server/media/colour';
import { fixed, type Rand } from '@/server/media/banner-motifs/shared';

export { between, blurFilter, bokeh, fixed, glow, linear, radial, type Rand } from '@/server/media/banner-motifs/shared';
export type { Palette };

/** The fonts the server's renderer has for Latin text with Vietnamese marks. */
export const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** A club's colours: the same pair its generated crest is drawn in (server/media/crest.ts). */
export function teamPalette(slug: string): Palette {
  return paletteFrom(randomFor(`crest:${slug}`));
}

/** A picture's size and its markup. */
export interface Drawing {
  width: number;
  height: number;
  svg: string;
}

export function doc(width: number, height: number, defs: string, body: string): Drawing {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${defs}</defs>${body}</svg>`;
  return { width, height, svg };
}

export function pick<T>(rand: Rand, list: readonly T[]): T {
  const item = list[Math.floor(rand() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** `#rrggbb` moved towards white (amount > 0) or black (amount < 0). */
export function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const mix = (c: number) => Math.round(c + (target - c) * a).toString(16).padStart(2, '0');
  return `#${mix((n >> 16) & 255)}${mix((n >> 8) & 255)}${mix(n & 255)}`;
}

export interface TextStyle {
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  opacity?: number;
}

export function text(x: number, y: number, content: string, s: TextStyle): string {
  const extra = `${s.spacing ? ` letter-spacing="${s.spacing}"` : ''}${s.opacity === undefined ? '' : ` fill-opacity="${s.opacity}"`}`;
  return `<text x="${fixed(x)}" y="${fixed(y)}" font-family="${FONT}" font-size="${fixed(s.size)}" font-weight="${s.weight ?? 700}" text-anchor="${s.anchor ?? 'middle'}" fill="${s.fill}"${extra}>${escapeXml(content)}</text>`;
}

/** A font size at which `label` fits `width` (the renderer's bold capitals average about 0.7 em). */
export function fitSize(label: string, width: number, max: number): number {
  return Math.min(max, width / (Math.max(1, [...label].length) * 0.7));
}

/** Many small dots: a crowd in the stands, confetti, stars. */
export function dots(rand: Rand, count: number, area: { x: number; y: number; w: number; h: number }, colours: readonly string[], r: [number, number]): string {
  return Array.from({ length: count }, () => {
    const cx = area.x + rand() * area.w;
    const cy = area.y + rand() * area.h;
    return `<circle cx="${fixed(cx)}" cy="${fixed(cy)}" r="${fixed(r[0] + rand() * (r[1] - r[0]))}" fill="${pick(rand, colours)}"/>`;
  }).join('');
}
