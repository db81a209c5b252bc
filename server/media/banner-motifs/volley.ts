import { hslToHex } from '../colour';
import { area, arenaLights, at, FLOOR, mark, netMesh, stands } from './floor';
import { between, canvas, fixed, H, linear, radial, W, type Rand } from './shared';

const NET_V = 0.5;

/** The tall net over the centre line: posts, mesh, the white top band and its antennae. */
function net(): string {
  const [lx, ly] = at(FLOOR, -1.18, NET_V);
  const [rx] = at(FLOOR, 1.18, NET_V);
  const top = ly - 175;
  const bottom = top + 70;
  return [
    netMesh(lx, rx, top, bottom, { columns: 46, rows: 6, rowGap: 14 }, 'stroke="#0a0d12" stroke-opacity="0.85" stroke-width="1.6"'),
    `<rect x="${fixed(lx)}" y="${fixed(top - 8)}" width="${fixed(rx - lx)}" height="10" fill="#f7f7f2"/>`,
    `<rect x="${fixed(lx - 12)}" y="${fixed(top - 20)}" width="12" height="${fixed(ly - top + 20)}" fill="#d8dde6"/>`,
    `<rect x="${fixed(rx)}" y="${fixed(top - 20)}" width="12" height="${fixed(ly - top + 20)}" fill="#d8dde6"/>`,
    `<g stroke-width="5"><line x1="${fixed(lx + 40)}" y1="${fixed(top - 60)}" x2="${fixed(lx + 40)}" y2="${fixed(bottom)}" stroke="#ef4444" stroke-dasharray="12 12"/><line x1="${fixed(rx - 40)}" y1="${fixed(top - 60)}" x2="${fixed(rx - 40)}" y2="${fixed(bottom)}" stroke="#ef4444" stroke-dasharray="12 12"/></g>`,
  ].join('');
}

/** A volleyball: white with two coloured panels curving round it. */
function ball(x: number, y: number, r: number, a: string, b: string): string {
  return [
    `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${r}" fill="#f8f8f4"/>`,
    `<path d="M${fixed(x - r)},${fixed(y)} Q${fixed(x - r * 0.2)},${fixed(y - r * 0.9)} ${fixed(x + r * 0.8)},${fixed(y - r * 0.6)} L${fixed(x + r * 0.55)},${fixed(y - r * 0.25)} Q${fixed(x - r * 0.15)},${fixed(y - r * 0.45)} ${fixed(x - r * 0.8)},${fixed(y + r * 0.5)}Z" fill="${a}"/>`,
    `<path d="M${fixed(x + r)},${fixed(y + r * 0.1)} Q${fixed(x + r * 0.3)},${fixed(y + r * 0.95)} ${fixed(x - r * 0.6)},${fixed(y + r * 0.8)} L${fixed(x - r * 0.35)},${fixed(y + r * 0.45)} Q${fixed(x + r * 0.25)},${fixed(y + r * 0.55)} ${fixed(x + r * 0.75)},${fixed(y - r * 0.2)}Z" fill="${b}"/>`,
    `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${r}" fill="none" stroke="#1d2330" stroke-opacity="0.5" stroke-width="3"/>`,
  ].join('');
}

/** Volleyball in a hall: an orange court in its blue free zone, the high net, and a ball over it. */
export function volley(rand: Rand): string {
  const hue = between(rand, 200, 240);
  const zone = hslToHex(hue, 0.6, 0.34);
  const courtColour = hslToHex(between(rand, 18, 32), 0.75, 0.46);
  const f = FLOOR;
  const defs = [
    linear('bg', [[0, '#05070d'], [0.55, hslToHex(hue, 0.4, 0.18)]]),
    radial('roofGlow', [[0, '#fffbe8', 0.5], [1, '#fffbe8', 0]]),
  ].join('');
  return canvas(defs, [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    stands(140, f.top, '#ffd9b0'),
    arenaLights(5, 56, '#fffbe8'),
    area(f, -1.6, 0, 1.6, 1.1, zone),
    area(f, -1, 0.06, 1, 1.1, courtColour),
    `<g stroke="#ffffff" stroke-opacity="0.9" stroke-width="4">`,
    mark(f, -1, 0.06, 1, 0.06), mark(f, -1, 0.06, -1, 1.1), mark(f, 1, 0.06, 1, 1.1),
    mark(f, -1, NET_V, 1, NET_V), mark(f, -1, 0.32, 1, 0.32), mark(f, -1, 0.7, 1, 0.7),
    `</g>`,
    net(),
    ball(between(rand, 900, 1080), between(rand, 90, 140), 40, '#facc15', '#2563eb'),
  ].join(''));
}
