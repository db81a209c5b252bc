import { hslToHex } from '../colour';
import { fixed, H, W, type Rand } from './shared';

/** Light beams fanning down from a floodlight at (x, y). */
function beams(x: number, y: number, rand: () => number, gradient: string): string {
  const count = 3 + Math.floor(rand() * 3);
  return Array.from({ length: count }, (_, i) => {
    const spread = (i - (count - 1) / 2) * (120 + rand() * 80);
    const bottom = x + spread * 2.2;
    const half = 60 + rand() * 90;
    return `<polygon points="${fixed(x - 6)},${fixed(y)} ${fixed(x + 6)},${fixed(y)} ${fixed(bottom + half)},${H} ${fixed(bottom - half)},${H}" fill="url(#${gradient})"/>`;
  }).join('');
}

/** A grid of lamps on a floodlight head. */
function lamps(x: number, y: number): string {
  const cells: string[] = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 5; c++) cells.push(`<circle cx="${fixed(x - 24 + c * 12)}" cy="${fixed(y - 10 + r * 10)}" r="3.6"/>`);
  }
  return `<rect x="${fixed(x - 34)}" y="${fixed(y - 20)}" width="68" height="40" rx="6" fill="#0b1020" fill-opacity="0.7"/><g fill="#fff8e1">${cells.join('')}</g>`;
}

/** A perspective pitch along the bottom edge: stripes and a halfway line. */
function pitch(grass: string): string {
  const top = H * 0.72;
  const stripes = Array.from({ length: 10 }, (_, i) => {
    if (i % 2 === 1) return '';
    const a = -300 + i * 220;
    const b = a + 220;
    const ta = W / 2 + (a - W / 2) * 0.45;
    const tb = W / 2 + (b - W / 2) * 0.45;
    return `<polygon points="${fixed(ta)},${top} ${fixed(tb)},${top} ${b},${H} ${a},${H}" fill="#ffffff" fill-opacity="0.05"/>`;
  }).join('');
  return [
    `<polygon points="${W * 0.05},${top} ${W * 0.95},${top} ${W + 300},${H} -300,${H}" fill="${grass}"/>`,
    stripes,
    `<line x1="${W * 0.05}" y1="${top}" x2="${W * 0.95}" y2="${top}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>`,
    `<ellipse cx="${W / 2}" cy="${top + 70}" rx="170" ry="34" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="3"/>`,
    `<line x1="${W / 2}" y1="${top}" x2="${W / 2}" y2="${H}" stroke="#ffffff" stroke-opacity="0.3" stroke-width="3"/>`,
  ].join('');
}

/** Night gradient, floodlights and beams over a pitch: the original art, unchanged so old URLs draw the same. */
export function stadium(rand: Rand): string {
  const hue = Math.floor(rand() * 360);
  const sky = hslToHex(hue, 0.6, 0.12);
  const horizon = hslToHex(hue + 40, 0.55, 0.3);
  const glow = hslToHex(hue + 20, 0.9, 0.72);
  const grass = hslToHex(110 + rand() * 40, 0.45, 0.22);
  const lights = [W * (0.1 + rand() * 0.1), W * (0.4 + rand() * 0.2), W * (0.8 + rand() * 0.1)];
  const stars = Array.from({ length: 40 }, () => {
    const x = rand() * W;
    const y = rand() * H * 0.45;
    return `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${fixed(0.6 + rand() * 1.4)}"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice">`,
    `<defs>`,
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="0.75" stop-color="${horizon}"/></linearGradient>`,
    `<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></linearGradient>`,
    `<radialGradient id="halo"><stop offset="0" stop-color="#fffbe6" stop-opacity="0.95"/><stop offset="0.35" stop-color="${glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`,
    `</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<g fill="#ffffff" fill-opacity="0.5">${stars}</g>`,
    lights.map((x, i) => beams(x, 90 + (i % 2) * 30, rand, 'beam')).join(''),
    pitch(grass),
    lights.map((x, i) => `<circle cx="${fixed(x)}" cy="${90 + (i % 2) * 30}" r="150" fill="url(#halo)"/>${lamps(x, 90 + (i % 2) * 30)}`).join(''),
    `</svg>`,
  ].join('');
}
