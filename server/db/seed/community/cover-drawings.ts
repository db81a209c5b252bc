import { PROFILE_COVER } from '@/lib/domain/feed';
import { randomFor } from '@/lib/random/seeded';
import { between, bokeh, fixed, linear, radial, type Rand } from '@/server/media/banner-motifs/shared';
import { paletteFrom, type Palette } from '@/server/media/colour';

/** What a cover shows; no words, so one picture serves every language. */
export type CoverMotif = 'club' | 'talk' | 'fantasy' | 'tactics' | 'meetup' | 'cafe' | 'clubhouse' | 'stadium';

const W = PROFILE_COVER.widthPx;
const H = PROFILE_COVER.heightPx;

/** Drawn on the profile cover's box, stored at four fifths of it: sharp enough for a banner, quick to seed. */
const SCALE = 0.8;

const doc = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W * SCALE}" height="${H * SCALE}"><defs>${defs}</defs>${body}</svg>`;

const backdrop = () => `<rect width="${W}" height="${H}" fill="url(#bg)"/>` + `<rect width="${W}" height="${H}" fill="url(#halo)"/>`;
const backdropDefs = (p: Palette, dark: string) => linear('bg', [[0, p.primary], [1, dark]]) + radial('halo', [[0, p.secondary, 0.35], [1, p.secondary, 0]]);

/** Pitch markings: halfway line, centre circle and both penalty areas, in faint white. */
function pitch(opacity: number): string {
  const s = `stroke="#fff" stroke-opacity="${opacity}" stroke-width="4" fill="none"`;
  return `<g ${s}><rect x="60" y="40" width="${W - 120}" height="${H - 80}"/><line x1="${W / 2}" y1="40" x2="${W / 2}" y2="${H - 40}"/><circle cx="${W / 2}" cy="${H / 2}" r="90"/>`
    + `<rect x="60" y="${H / 2 - 130}" width="170" height="260"/><rect x="${W - 230}" y="${H / 2 - 130}" width="170" height="260"/></g>`;
}

const stripes = (p: Palette, rand: Rand) =>
  Array.from({ length: 7 }, (_, i) => `<rect x="${fixed(i * 240 - 200 + between(rand, -20, 20))}" y="-200" width="110" height="${H + 400}" fill="${p.secondary}" fill-opacity="0.18" transform="rotate(24 ${W / 2} ${H / 2})"/>`).join('');

function bubbles(rand: Rand, colour: string): string {
  return Array.from({ length: 9 }, () => {
    const [x, y, w] = [between(rand, 80, W - 260), between(rand, 50, H - 160), between(rand, 140, 300)];
    const h = w * 0.5;
    return `<g fill="${colour}" fill-opacity="${fixed(between(rand, 0.12, 0.3))}"><rect x="${fixed(x)}" y="${fixed(y)}" width="${fixed(w)}" height="${fixed(h)}" rx="${fixed(h / 2)}"/><path d="M${fixed(x + w * 0.25)},${fixed(y + h - 4)} l-26,46 l58,-40z"/></g>`;
  }).join('');
}

/** Eleven shirts in a 4-3-3 on half a pitch. */
function formation(p: Palette): string {
  const rows = [[0.5], [0.15, 0.38, 0.62, 0.85], [0.28, 0.5, 0.72], [0.2, 0.5, 0.8]];
  return rows.flatMap((row, i) => row.map((x) => `<circle cx="${fixed(200 + x * (W - 400))}" cy="${fixed(H - 70 - i * 115)}" r="26" fill="${p.secondary}" stroke="#fff" stroke-width="5"/>`)).join('');
}

function chalk(rand: Rand): string {
  const marks = Array.from({ length: 8 }, (_, i) => {
    const [x, y] = [between(rand, 150, W - 150), between(rand, 90, H - 90)];
    return i % 2 === 0
      ? `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="22" stroke="#fff" stroke-width="6" fill="none" stroke-opacity="0.7"/>`
      : `<path d="M${fixed(x - 20)},${fixed(y - 20)} l40,40 M${fixed(x + 20)},${fixed(y - 20)} l-40,40" stroke="#fff" stroke-width="6" stroke-opacity="0.7"/>`;
  }).join('');
  const arrows = Array.from({ length: 4 }, () => {
    const [x, y] = [between(rand, 200, W - 400), between(rand, 120, H - 120)];
    return `<path d="M${fixed(x)},${fixed(y)} q120,-110 260,-20" stroke="#fde68a" stroke-width="6" fill="none" stroke-dasharray="18 12" stroke-opacity="0.8"/>`;
  }).join('');
  return marks + arrows;
}

/** A big screen glowing over rows of heads, as in a bar on match night. */
function screenRoom(p: Palette, rand: Rand): string {
  const heads = Array.from({ length: 26 }, (_, i) => `<circle cx="${fixed(i * 60 + between(rand, 0, 30))}" cy="${fixed(H - between(rand, 20, 70))}" r="${fixed(between(rand, 34, 46))}" fill="#0b0f19" fill-opacity="0.85"/>`).join('');
  return `<rect x="${W / 2 - 330}" y="70" width="660" height="300" rx="14" fill="#0b0f19"/><rect x="${W / 2 - 310}" y="90" width="620" height="260" fill="url(#screen)"/>`
    + `<g transform="translate(${W / 2 - 310} 90) scale(0.413 0.52)">${pitch(0.8)}</g>` + heads;
}

const cups = (rand: Rand) =>
  Array.from({ length: 5 }, (_, i) => `<g fill="#fff" fill-opacity="0.22" transform="translate(${fixed(80 + i * 300 + between(rand, 0, 60))} ${fixed(between(rand, 60, 140))})"><path d="M0,0 h90 l-10,110 h-70z"/><path d="M90,25 q40,10 0,60" stroke="#fff" stroke-opacity="0.22" stroke-width="10" fill="none"/></g>`).join('');

const flags = (p: Palette, rand: Rand) =>
  Array.from({ length: 6 }, (_, i) => {
    const x = 120 + i * 240 + between(rand, -30, 30);
    return `<line x1="${fixed(x)}" y1="${H}" x2="${fixed(x)}" y2="120" stroke="#e5e7eb" stroke-width="8"/><path d="M${fixed(x)},120 q80,-30 170,10 v110 q-90,-40 -170,-10z" fill="${i % 2 ? p.secondary : '#fff'}" fill-opacity="0.85"/>`;
  }).join('');

/** Stands seen across the pitch under four floodlights. */
function stands(p: Palette): string {
  const tiers = [0, 1, 2].map((i) => `<path d="M0,${200 + i * 45} Q${W / 2},${130 + i * 45} ${W},${200 + i * 45} V${245 + i * 45} Q${W / 2},${175 + i * 45} 0,${245 + i * 45}z" fill="${i % 2 ? p.secondary : p.primary}" fill-opacity="${0.55 + i * 0.1}"/>`).join('');
  const lights = [180, 560, 940, 1320].map((x) => `<rect x="${x}" y="40" width="80" height="34" rx="6" fill="#fff7d6"/><line x1="${x + 40}" y1="74" x2="${x + 40}" y2="200" stroke="#cbd5e1" stroke-width="8"/><ellipse cx="${x + 40}" cy="57" rx="160" ry="90" fill="url(#lamp)"/>`).join('');
  return tiers + `<rect y="330" width="${W}" height="${H - 330}" fill="#166534"/><g transform="translate(0 330) scale(1 0.34)">${pitch(0.5)}</g>` + lights;
}

/** The cover of one group or place, drawn from `seed` (the same seed gives the same picture). */
export function coverSvg(motif: CoverMotif, seed: string): string {
  const rand = randomFor(`cover:${motif}:${seed}`);
  const p = paletteFrom(rand);
  const defs = backdropDefs(p, '#0b1020') + radial('lamp', [[0, '#fff7d6', 0.45], [1, '#fff7d6', 0]]) + linear('screen', [[0, '#15803d'], [1, '#14532d']]);
  const depth = bokeh(rand, 14, '#fff', { x0: 0, x1: W, y0: 0, y1: H });
  const body: Record<CoverMotif, () => string> = {
    club: () => stripes(p, rand) + pitch(0.18),
    talk: () => bubbles(rand, '#fff'),
    fantasy: () => pitch(0.25) + formation(p),
    tactics: () => `<rect width="${W}" height="${H}" fill="#1f3b2d" fill-opacity="0.8"/>` + pitch(0.35) + chalk(rand),
    meetup: () => screenRoom(p, rand),
    cafe: () => cups(rand) + screenRoom(p, rand),
    clubhouse: () => flags(p, rand),
    stadium: () => stands(p),
  };
  return doc(defs, backdrop() + depth + body[motif]());
}
