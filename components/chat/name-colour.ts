import { contrast, luminance } from '@/lib/media/luminance';

/**
 * A chat name keeps its hue in every theme but is drawn dark enough on the light surfaces and light
 * enough on the dark ones to read at 4.5:1 (WCAG AA for small bold text). One mid-tone cannot do both:
 * what reads on white is too dark on the night surfaces, so each colour becomes a `light-dark()` pair and
 * the page's colour scheme (set by the theme) picks the half.
 */

/** Relative luminance a name must stay under on the light surfaces (the darkest, #eceef3, is 0.85). */
const LIGHT_SURFACE_LUMINANCE = 0.85;
/** And over on the dark ones: a little above the lightest dark surface, so a tinted row still reads. */
const DARK_SURFACE_LUMINANCE = 0.03;
const MIN_CONTRAST = 4.5;
const STEP = 0.05;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `rgb` mixed towards `target` in steps until it reads against a surface of luminance `surface`. */
function readableAgainst(rgb: Rgb, target: number, surface: number): Rgb {
  for (let t = 0; t <= 1; t += STEP) {
    const mixed = rgb.map((c) => c + (target - c) * t) as Rgb;
    if (contrast(luminance(toHex(mixed)), surface) >= MIN_CONTRAST) return mixed;
  }
  return [target, target, target];
}

const pairs = new Map<string, string>();
/** Members choose their own colours; a room full of them must not grow the memo without end. */
const MAX_PAIRS = 512;

/** `light-dark(a, b)` for a `#rrggbb` colour: a reads on the light surfaces, b on the dark ones. */
export function readableNameColour(hex: string): string {
  const key = hex.toLowerCase();
  let pair = pairs.get(key);
  if (!pair) {
    const rgb = parseHex(key);
    pair = `light-dark(${toHex(readableAgainst(rgb, 0, LIGHT_SURFACE_LUMINANCE))}, ${toHex(readableAgainst(rgb, 255, DARK_SURFACE_LUMINANCE))})`;
    if (pairs.size >= MAX_PAIRS) pairs.clear();
    pairs.set(key, pair);
  }
  return pair;
}
