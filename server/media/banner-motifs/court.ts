import { hslToHex } from '../colour';
import { arc, area, arenaLights, at, FLOOR, mark, stands } from './floor';
import { between, canvas, fixed, H, linear, radial, W, type Rand } from './shared';

/** A basketball: orange with its black seams. */
export function basketball(x: number, y: number, r: number): string {
  return [
    `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${r}" fill="url(#ball)"/>`,
    `<g fill="none" stroke="#2a1406" stroke-width="${fixed(r * 0.07)}">`,
    `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${r}"/>`,
    `<line x1="${fixed(x - r)}" y1="${fixed(y)}" x2="${fixed(x + r)}" y2="${fixed(y)}"/>`,
    `<line x1="${fixed(x)}" y1="${fixed(y - r)}" x2="${fixed(x)}" y2="${fixed(y + r)}"/>`,
    `<path d="M${fixed(x - r * 0.7)},${fixed(y - r * 0.72)} Q${fixed(x - r * 0.25)},${fixed(y)} ${fixed(x - r * 0.7)},${fixed(y + r * 0.72)}"/>`,
    `<path d="M${fixed(x + r * 0.7)},${fixed(y - r * 0.72)} Q${fixed(x + r * 0.25)},${fixed(y)} ${fixed(x + r * 0.7)},${fixed(y + r * 0.72)}"/>`,
    `</g>`,
  ].join('');
}

/** Backboard, rim and net standing over the far baseline. */
function hoop(x: number, floorY: number): string {
  const board = floorY - 250;
  const rimY = board + 92;
  const net = Array.from({ length: 7 }, (_, i) => {
    const top = x - 42 + i * 14;
    return `<line x1="${top}" y1="${rimY}" x2="${fixed(x - 24 + i * 8)}" y2="${rimY + 56}"/>`;
  }).join('');
  return [
    `<rect x="${x - 8}" y="${board + 60}" width="16" height="${floorY - board - 60}" fill="#1c2433"/>`,
    `<rect x="${x - 105}" y="${board}" width="210" height="120" rx="6" fill="#e8f1ff" fill-opacity="0.22" stroke="#ffffff" stroke-width="6"/>`,
    `<rect x="${x - 38}" y="${board + 36}" width="76" height="56" fill="none" stroke="#ffffff" stroke-width="5"/>`,
    `<g stroke="#ffffff" stroke-opacity="0.8" stroke-width="2.5">${net}</g>`,
    `<ellipse cx="${x}" cy="${rimY}" rx="46" ry="10" fill="none" stroke="#ff5a1f" stroke-width="7"/>`,
  ].join('');
}

/** Basketball nights: a hardwood court from behind the baseline, its key, arc and hoop under the roof lights. */
export function court(rand: Rand): string {
  const hue = between(rand, 190, 260);
  const paint = hslToHex(between(rand, 0, 360), 0.6, 0.38);
  const wood = hslToHex(between(rand, 26, 36), 0.55, 0.42);
  const f = FLOOR;
  const planks = Array.from({ length: 17 }, (_, i) => mark(f, -1.3 + (2.6 * i) / 16, 0, -1.3 + (2.6 * i) / 16, 1.1)).join('');
  const defs = [
    linear('bg', [[0, '#04060c'], [0.55, hslToHex(hue, 0.45, 0.16)]]),
    linear('wood', [[0, wood], [1, hslToHex(30, 0.5, 0.24)]]),
    radial('roofGlow', [[0, '#fff6d8', 0.55], [1, '#fff6d8', 0]]),
    radial('ball', [[0, '#ff9a4a'], [1, '#c2410c']]),
  ].join('');
  const [, baseY] = at(f, 0, 0);
  return canvas(defs, [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    stands(150, f.top, hslToHex(hue, 0.5, 0.7)),
    arenaLights(5, 60, '#fff6d8'),
    area(f, -1.3, 0, 1.3, 1.1, 'url(#wood)'),
    `<g stroke="#000" stroke-opacity="0.12" stroke-width="2">${planks}</g>`,
    area(f, -0.3, 0, 0.3, 0.4, paint, ' fill-opacity="0.85"'),
    `<g stroke="#ffffff" stroke-opacity="0.85" stroke-width="4" fill="none">`,
    mark(f, -1, 0, 1, 0), mark(f, -1, 0, -1, 1.1), mark(f, 1, 0, 1, 1.1),
    mark(f, -0.3, 0, -0.3, 0.4), mark(f, 0.3, 0, 0.3, 0.4), mark(f, -0.3, 0.4, 0.3, 0.4),
    arc(f, 0, 0.4, 0.3, 0.14, 0, 180), arc(f, 0, 0.02, 0.86, 0.62, 0, 180),
    `</g>`,
    hoop(W / 2, baseY),
    basketball(between(rand, 1000, 1120), between(rand, 170, 230), 46),
  ].join(''));
}
