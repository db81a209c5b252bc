import { randomFor } from '@/lib/random/seeded';
import { inkOn, paletteFrom } from './colour';
import { escapeXml, fitFontSize, FONT_FAMILY } from './text';

function star(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `<polygon points="${points.join(' ')}"/>`;
}

/** A roundel: outer ring in the secondary colour, a ring of stars, initials in the middle. */
export function leagueLogoSvg(seed: string, initials: string): string {
  const rand = randomFor(`league:${seed}`);
  const { primary, secondary } = paletteFrom(rand);
  const stars = 6 + Math.floor(rand() * 7);
  const starMarks = Array.from({ length: stars }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / stars;
    return star(32 + 24.5 * Math.cos(a), 32 + 24.5 * Math.sin(a), 2.6);
  }).join('');
  const size = fitFontSize(initials, 30, 15);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">`,
    `<circle cx="32" cy="32" r="31" fill="${secondary}"/>`,
    `<circle cx="32" cy="32" r="28" fill="${primary}"/>`,
    `<g fill="${secondary}">${starMarks}</g>`,
    `<circle cx="32" cy="32" r="19" fill="${primary}" stroke="${secondary}" stroke-width="1.5"/>`,
    `<text x="32" y="33" text-anchor="middle" dominant-baseline="middle" font-family="${FONT_FAMILY}" font-weight="800" font-size="${size}" fill="${inkOn(primary)}">${escapeXml(initials)}</text>`,
    `</svg>`,
  ].join('');
}
