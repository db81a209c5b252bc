import { hslToHex } from '../colour';
import { area, at, type Floor } from './floor';
import { between, canvas, fixed, H, linear, radial, W, type Rand } from './shared';

const TABLE: Floor = { top: 300, bottom: 590, topHalf: 300, bottomHalf: 560, cx: W / 2 };
const BALLS = ['#facc15', '#2563eb', '#dc2626', '#7c3aed', '#f97316', '#16a34a', '#7f1d1d', '#111827', '#fde047', '#1d4ed8'];

function ballAt(u: number, v: number, r: number, colour: string): string {
  const [x, y] = at(TABLE, u, v);
  const size = r * (0.75 + 0.35 * v);
  return [
    `<ellipse cx="${fixed(x)}" cy="${fixed(y + size * 0.8)}" rx="${fixed(size)}" ry="${fixed(size * 0.3)}" fill="#000" fill-opacity="0.35"/>`,
    `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${fixed(size)}" fill="${colour}"/>`,
    `<circle cx="${fixed(x - size * 0.35)}" cy="${fixed(y - size * 0.35)}" r="${fixed(size * 0.3)}" fill="#ffffff" fill-opacity="0.55"/>`,
  ].join('');
}

/** The rack: a triangle of coloured balls on the far half of the table. */
function rack(r: number): string {
  const out: string[] = [];
  let n = 0;
  for (let row = 0; row < 4; row++) {
    for (let i = 0; i <= row; i++) out.push(ballAt((i - row / 2) * 0.11, 0.26 - row * 0.06, r, BALLS[n++ % BALLS.length] ?? '#fff'));
  }
  return out.reverse().join('');
}

/** Billiards: a green table under a hanging lamp, the rack set, the cue ball and the cue lined up. */
export function billiard(rand: Rand): string {
  const felt = hslToHex(between(rand, 130, 175), 0.6, 0.3);
  const rail = hslToHex(between(rand, 15, 30), 0.55, 0.2);
  const room = hslToHex(between(rand, 200, 280), 0.3, 0.1);
  const pockets = [[-1, 0], [1, 0], [-1.02, 0.5], [1.02, 0.5], [-1, 1], [1, 1]]
    .map(([u, v]) => {
      const [x, y] = at(TABLE, u ?? 0, v ?? 0);
      return `<ellipse cx="${fixed(x)}" cy="${fixed(y)}" rx="${fixed(18 + 10 * (v ?? 0))}" ry="${fixed(9 + 5 * (v ?? 0))}" fill="#050505"/>`;
    }).join('');
  const [cueX, cueY] = at(TABLE, 0.1, 0.72);
  const defs = [
    linear('bg', [[0, '#020203'], [1, room]]),
    radial('lamp', [[0, '#fff3c4', 0.55], [0.6, '#fff3c4', 0.12], [1, '#fff3c4', 0]]),
    radial('felt', [[0, hslToHex(between(rand, 130, 175), 0.65, 0.4)], [1, felt]]),
    linear('cue', [[0, '#f5deb3'], [0.7, '#a0522d'], [1, '#2b1408']], false),
  ].join('');
  return canvas(defs, [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<ellipse cx="${W / 2}" cy="380" rx="720" ry="300" fill="url(#lamp)"/>`,
    `<line x1="${W / 2}" y1="0" x2="${W / 2}" y2="70" stroke="#111" stroke-width="6"/>`,
    `<path d="M${W / 2 - 260},150 L${W / 2 + 260},150 L${W / 2 + 200},70 L${W / 2 - 200},70Z" fill="${hslToHex(between(rand, 130, 175), 0.5, 0.22)}"/>`,
    `<rect x="${W / 2 - 250}" y="146" width="500" height="10" rx="5" fill="#fff3c4" fill-opacity="0.9"/>`,
    area(TABLE, -1.12, -0.08, 1.12, 1.08, rail),
    area(TABLE, -1, 0, 1, 1, 'url(#felt)'),
    pockets,
    rack(22),
    ballAt(0.1, 0.72, 22, '#f8fafc'),
    `<line x1="${fixed(cueX + 40)}" y1="${fixed(cueY + 26)}" x2="${fixed(cueX + 520)}" y2="${fixed(H + 40)}" stroke="url(#cue)" stroke-width="14" stroke-linecap="round"/>`,
  ].join(''));
}
