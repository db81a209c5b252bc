import { randomFor } from '@/lib/random/seeded';
import { hslToHex, inkOn } from './colour';
import { escapeXml, fitFontSize, FONT_FAMILY } from './text';

/** A round avatar: initials on a colour picked from the seed. */
export function avatarSvg(seed: string, initials: string): string {
  const rand = randomFor(`avatar:${seed}`);
  const hue = Math.floor(rand() * 360);
  const top = hslToHex(hue, 0.6, 0.5);
  const bottom = hslToHex(hue + 30, 0.65, 0.38);
  const id = `a${Math.floor(rand() * 1e9).toString(36)}`;
  const size = fitFontSize(initials, 36, 26);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<circle cx="32" cy="32" r="32" fill="url(#${id})"/>`,
    `<text x="32" y="33" text-anchor="middle" dominant-baseline="middle" font-family="${FONT_FAMILY}" font-weight="700" font-size="${size}" fill="${inkOn(bottom)}">${escapeXml(initials)}</text>`,
    `</svg>`,
  ].join('');
}
