import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { codePointsOf } from './glyphs';

/** A font as next/og takes it. */
export interface CardFont {
  name: string;
  data: ArrayBuffer;
  weight: 500 | 700;
  style: 'normal';
}

export interface CardFonts {
  fonts: CardFont[];
  /**
   * Text as the fonts can draw it: characters none of them has (emoji, other scripts, rare ideographs)
   * are left out, since next/og would otherwise go looking for them on the network. Runs of space
   * collapse to one.
   */
  drawable: (text: string) => string;
}

const FONT_DIR = path.join(process.cwd(), 'server', 'share-card', 'fonts');

/**
 * Fonts from disk, never fetched: Be Vietnam Pro in three slices (Latin, Latin extended, Vietnamese)
 * and Noto Sans TC's Traditional Chinese slice (bold only: it is large). Each slice has its own name,
 * because next/og keeps one font per name and weight; the family list below names them all.
 */
const FONT_FILES: readonly { name: string; file: string; weight: 500 | 700 }[] = [
  ...(['latin', 'latin-ext', 'vietnamese'] as const).flatMap((slice) =>
    ([500, 700] as const).map((weight) => ({ name: `Be Vietnam Pro ${slice}`, file: `be-vietnam-pro-${slice}-${weight}-normal.woff`, weight })),
  ),
  { name: 'Noto Sans TC', file: 'noto-sans-tc-chinese-traditional-700-normal.woff', weight: 700 },
];

export const CARD_FONT_FAMILY = [...new Set(FONT_FILES.map((f) => `'${f.name}'`))].join(', ');

async function load(): Promise<CardFonts> {
  const files = await Promise.all(FONT_FILES.map(async (f) => ({ ...f, bytes: await readFile(path.join(FONT_DIR, f.file)) })));
  const covered = new Set<number>();
  for (const { bytes } of files) for (const cp of codePointsOf(bytes)) covered.add(cp);
  const fonts = files.map(({ name, weight, bytes }) => ({
    name,
    weight,
    style: 'normal' as const,
    data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  }));
  const drawable = (text: string) =>
    Array.from(text.normalize('NFC').replace(/\s+/g, ' '))
      .filter((ch) => covered.has(ch.codePointAt(0) ?? 0))
      .join('')
      .replace(/ {2,}/g, ' ')
      .trim();
  return { fonts, drawable };
}

let loading: Promise<CardFonts> | null = null;

/** The card fonts and what they can draw, read once per process. */
export function cardFonts(): Promise<CardFonts> {
  loading ??= load().catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
