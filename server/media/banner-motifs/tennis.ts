import { hslToHex } from '../colour';
import { area, arenaLights, at, FLOOR, mark, netMesh, stands } from './floor';
import { between, canvas, fixed, H, linear, radial, W, type Rand } from './shared';

const NET_V = 0.42;

/** The net across the court: posts, mesh and the white tape. */
function net(): string {
  const [lx, ly] = at(FLOOR, -1.12, NET_V);
  const [rx, ry] = at(FLOOR, 1.12, NET_V);
  const height = 58;
  return [
    netMesh(lx, rx, ly - height, ly, { columns: 40, rows: 5, rowGap: 12 }, 'stroke="#0b0f14" stroke-opacity="0.7" stroke-width="1.5"'),
    `<rect x="${fixed(lx)}" y="${fixed(ly - height - 6)}" width="${fixed(rx - lx)}" height="8" fill="#f5f7fa"/>`,
    `<rect x="${fixed(lx - 6)}" y="${fixed(ly - height - 10)}" width="10" height="${height + 10}" fill="#1b2430"/>`,
    `<rect x="${fixed(rx - 4)}" y="${fixed(ry - height - 10)}" width="10" height="${height + 10}" fill="#1b2430"/>`,
  ].join('');
}

/** A tennis ball with its curved seam. */
function ball(x: number, y: number, r: number): string {
  return [
    `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${r}" fill="url(#fuzz)"/>`,
    `<path d="M${fixed(x - r * 0.85)},${fixed(y - r * 0.45)} Q${fixed(x)},${fixed(y + r * 0.2)} ${fixed(x + r * 0.85)},${fixed(y - r * 0.45)}" fill="none" stroke="#ffffff" stroke-width="4"/>`,
    `<path d="M${fixed(x - r * 0.85)},${fixed(y + r * 0.5)} Q${fixed(x)},${fixed(y - r * 0.1)} ${fixed(x + r * 0.85)},${fixed(y + r * 0.5)}" fill="none" stroke="#ffffff" stroke-width="4"/>`,
  ].join('');
}

/** Tennis under lights: a hard court from behind the baseline, its lines and net, and a ball in flight. */
export function tennis(rand: Rand): string {
  const hue = between(rand, 200, 225);
  const courtColour = hslToHex(hue, 0.55, 0.36);
  const surround = hslToHex(between(rand, 140, 170), 0.4, 0.28);
  const f = FLOOR;
  const defs = [
    linear('bg', [[0, '#03060b'], [0.55, hslToHex(hue + 20, 0.4, 0.16)]]),
    radial('roofGlow', [[0, '#f1f7ff', 0.5], [1, '#f1f7ff', 0]]),
    radial('fuzz', [[0, '#f4ff7a'], [1, '#a8c21a']]),
  ].join('');
  const bx = between(rand, 960, 1100);
  const by = between(rand, 150, 220);
  return canvas(defs, [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    stands(150, f.top, '#b9c9ff'),
    arenaLights(4, 70, '#f1f7ff'),
    area(f, -1.6, 0, 1.6, 1.1, surround),
    area(f, -1, 0.05, 1, 1.1, courtColour),
    `<g stroke="#ffffff" stroke-opacity="0.9" stroke-width="4">`,
    mark(f, -1, 0.05, 1, 0.05), mark(f, -1, 0.05, -1, 1.1), mark(f, 1, 0.05, 1, 1.1),
    mark(f, -0.76, 0.05, -0.76, 1.1), mark(f, 0.76, 0.05, 0.76, 1.1),
    mark(f, -0.76, 0.2, 0.76, 0.2), mark(f, -0.76, 0.66, 0.76, 0.66), mark(f, 0, 0.2, 0, 0.66),
    `</g>`,
    net(),
    `<path d="M${fixed(bx - 260)},${fixed(by + 120)} Q${fixed(bx - 120)},${fixed(by - 30)} ${fixed(bx)},${fixed(by)}" fill="none" stroke="#f4ff7a" stroke-opacity="0.35" stroke-width="6" stroke-dasharray="2 14" stroke-linecap="round"/>`,
    ball(bx, by, 30),
  ].join(''));
}
