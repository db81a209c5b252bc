import { randomFor } from '@/lib/random/seeded';
import { inkOn, paletteFrom } from './colour';
import { escapeXml, fitFontSize, FONT_FAMILY } from './text';

const SHIELD = 'M32 2 L60 10 V30 C60 46 48 56 32 62 C16 56 4 46 4 30 V10 Z';

/** Patterns drawn in the secondary colour, clipped to the shield. */
const PATTERNS: readonly ((c: string) => string)[] = [
  (c) => `<rect x="32" y="0" width="32" height="64" fill="${c}"/>`,
  (c) => `<rect x="0" y="22" width="64" height="14" fill="${c}"/>`,
  (c) => `<path d="M0 18 L32 40 L64 18 V30 L32 52 L0 30 Z" fill="${c}"/>`,
  (c) => `<path d="M0 46 L46 0 H64 V8 L8 64 H0 Z" fill="${c}"/>`,
  (c) => [12, 28, 44].map((x) => `<rect x="${x}" y="0" width="8" height="64" fill="${c}"/>`).join(''),
  (c) => `<rect x="0" y="0" width="64" height="20" fill="${c}"/>`,
];

/** A football-club style shield: two colours and a pattern chosen by the seed, initials in a band. */
export function crestSvg(seed: string, initials: string): string {
  const rand = randomFor(`crest:${seed}`);
  const { primary, secondary } = paletteFrom(rand);
  const pattern = PATTERNS[Math.floor(rand() * PATTERNS.length)] ?? PATTERNS[0]!;
  const id = `c${Math.floor(rand() * 1e9).toString(36)}`;
  const size = fitFontSize(initials, 42, 17);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">`,
    `<defs><clipPath id="${id}"><path d="${SHIELD}"/></clipPath></defs>`,
    `<g clip-path="url(#${id})"><rect width="64" height="64" fill="${primary}"/>${pattern(secondary)}</g>`,
    `<path d="${SHIELD}" fill="none" stroke="#0b1220" stroke-opacity="0.35" stroke-width="2"/>`,
    `<rect x="8" y="25" width="48" height="16" rx="3" fill="${primary}" fill-opacity="0.92"/>`,
    `<text x="32" y="33.5" text-anchor="middle" dominant-baseline="middle" font-family="${FONT_FAMILY}" font-weight="800" font-size="${size}" fill="${inkOn(primary)}">${escapeXml(initials)}</text>`,
    `</svg>`,
  ].join('');
}
