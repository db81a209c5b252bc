import { hslToHex } from '../colour';
import { between, blurFilter, canvas, fixed, glow, H, linear, radial, W, type Rand } from './shared';

const HORIZON = 350;

/** A neon floor grid running to a vanishing point on the horizon. */
function grid(vx: number): string {
  const rows = Array.from({ length: 9 }, (_, i) => {
    const t = (i + 1) / 9;
    const y = HORIZON + (H - HORIZON) * t * t;
    return `<line x1="0" y1="${fixed(y)}" x2="${W}" y2="${fixed(y)}"/>`;
  }).join('');
  const columns = Array.from({ length: 25 }, (_, i) => {
    const x = vx + (i - 12) * 190;
    return `<line x1="${vx}" y1="${HORIZON}" x2="${x}" y2="${H}"/>`;
  }).join('');
  return `<g stroke="url(#gridFade)" stroke-width="2.5">${rows}${columns}</g>`;
}

function hexagon(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${fixed(cx + r * Math.cos(a))},${fixed(cy + r * Math.sin(a))}`;
  }).join(' ');
  return `<polygon points="${points}"/>`;
}

/** A small honeycomb of hexagons, a few of them lit. */
function honeycomb(rand: Rand, cx: number, cy: number, colour: string): string {
  const r = 46;
  const cells: [number, number][] = [[0, 0], [1, 0], [-1, 0], [0.5, -1], [-0.5, -1], [0.5, 1], [1.5, 1], [1.5, -1]];
  const shapes = cells.map(([q, row]) => hexagon(cx + q * r * Math.sqrt(3), cy + row * r * 1.5, r - 5));
  const lit = shapes.filter(() => rand() < 0.35).join('');
  return [
    `<g fill="none" stroke="${colour}" stroke-width="8" filter="url(#neon)" opacity="0.7">${shapes.join('')}</g>`,
    `<g fill="none" stroke="${colour}" stroke-width="3">${shapes.join('')}</g>`,
    `<g fill="${colour}" fill-opacity="0.18">${lit}</g>`,
  ].join('');
}

/** A gamepad silhouette in neon outline with its sticks and buttons. */
function controller(cx: number, cy: number, line: string, buttons: readonly string[]): string {
  const d = [
    'M-120,-80 L120,-80 C165,-80 185,-60 195,-20 L228,92 C238,134 200,152 170,130',
    'L112,72 L-112,72 L-170,130 C-200,152 -238,134 -228,92 L-195,-20 C-185,-60 -165,-80 -120,-80Z',
  ].join(' ');
  const pad = 'M-124,-22 h20 v-20 h20 v20 h20 v20 h-20 v20 h-20 v-20 h-20Z';
  const keys = [[110, -40], [140, -10], [110, 20], [80, -10]]
    .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="13" fill="${buttons[i % buttons.length] ?? line}"/>`)
    .join('');
  return [
    `<g transform="translate(${fixed(cx)} ${fixed(cy)}) scale(1.25)">`,
    `<path d="${d}" fill="none" stroke="${line}" stroke-width="14" filter="url(#neon)"/>`,
    `<path d="${d}" fill="url(#pad)" stroke="${line}" stroke-width="4"/>`,
    `<path d="${pad}" fill="#e6e9f5" fill-opacity="0.85"/>`,
    `<circle cx="-48" cy="34" r="24" fill="#0b0d18" stroke="${line}" stroke-width="3"/><circle cx="48" cy="34" r="24" fill="#0b0d18" stroke="${line}" stroke-width="3"/>`,
    `<circle cx="-48" cy="34" r="12" fill="#2a2f45"/><circle cx="48" cy="34" r="12" fill="#2a2f45"/>`,
    keys,
    `<rect x="-22" y="-50" width="44" height="10" rx="5" fill="${line}" fill-opacity="0.7"/>`,
    `</g>`,
  ].join('');
}

/** Esports nights: a neon perspective grid, a honeycomb of hexagons and a controller. */
export function esport(rand: Rand): string {
  const hue = between(rand, 250, 340);
  const neon = hslToHex(hue, 1, 0.62);
  const cool = hslToHex(hue - between(rand, 90, 130), 1, 0.6);
  const vx = Math.round(between(rand, 1020, 1140));
  const defs = [
    linear('bg', [[0, '#05030f'], [0.58, hslToHex(hue, 0.7, 0.2)], [0.583, '#070513'], [1, '#0a0718']]),
    radial('sun', [[0, neon, 0.7], [0.4, neon, 0.25], [1, neon, 0]]),
    `<linearGradient id="gridFade" gradientUnits="userSpaceOnUse" x1="250" y1="0" x2="1050" y2="0"><stop offset="0" stop-color="${neon}" stop-opacity="0"/><stop offset="1" stop-color="${neon}" stop-opacity="0.8"/></linearGradient>`,
    linear('pad', [[0, '#1c1a33'], [1, '#090815']]),
    blurFilter('neon', 9),
  ].join('');
  return canvas(
    defs,
    [
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
      glow(vx, HORIZON, 560, 'sun', 260),
      grid(vx),
      `<line x1="0" y1="${HORIZON}" x2="${W}" y2="${HORIZON}" stroke="url(#gridFade)" stroke-width="4"/>`,
      honeycomb(rand, W - 190, 130, cool),
      controller(vx, 215, neon, [cool, '#ffd166', '#ff5d8f', '#7cff9b']),
    ].join(''),
  );
}
