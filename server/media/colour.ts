import { luminance } from '@/lib/media/luminance';

function channel(n: number): string {
  return Math.round(Math.max(0, Math.min(255, n))).toString(16).padStart(2, '0');
}

/** HSL (h in degrees, s and l in 0..1) to #rrggbb. */
export function hslToHex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  return `#${channel((r + m) * 255)}${channel((g + m) * 255)}${channel((b + m) * 255)}`;
}

/** Text colour that stays readable on the given background. */
export function inkOn(background: string): string {
  return luminance(background) > 0.4 ? '#111827' : '#ffffff';
}

export interface Palette {
  primary: string;
  secondary: string;
}

/** Two distinct colours from a random source: a saturated primary and a contrasting secondary. */
export function paletteFrom(rand: () => number): Palette {
  const hue = Math.floor(rand() * 360);
  const primary = hslToHex(hue, 0.55 + rand() * 0.3, 0.32 + rand() * 0.14);
  const secondaryHue = hue + 120 + Math.floor(rand() * 120);
  const light = rand() < 0.45;
  const secondary = light ? hslToHex(secondaryHue, 0.2 + rand() * 0.3, 0.9) : hslToHex(secondaryHue, 0.7, 0.55);
  return { primary, secondary };
}
