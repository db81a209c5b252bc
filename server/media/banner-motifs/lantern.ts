import { hslToHex } from '../colour';
import { between, bokeh, canvas, fixed, glow, H, linear, radial, W, type Rand } from './shared';

/** A round paper lantern hanging on its cord from the top edge, with gold caps and a tassel. */
function paperLantern(x: number, hang: number, size: number, gold: string): string {
  const rx = size * 0.85;
  const cy = hang + size;
  const ribs = [0.35, 0.7].map((k) => `<ellipse cx="${fixed(x)}" cy="${fixed(cy)}" rx="${fixed(rx * k)}" ry="${fixed(size)}"/>`).join('');
  const cap = (y: number) => `<rect x="${fixed(x - rx * 0.45)}" y="${fixed(y)}" width="${fixed(rx * 0.9)}" height="${fixed(size * 0.16)}" rx="4" fill="${gold}"/>`;
  return [
    `<line x1="${fixed(x)}" y1="0" x2="${fixed(x)}" y2="${fixed(hang)}" stroke="${gold}" stroke-opacity="0.7" stroke-width="3"/>`,
    glow(x, cy, size * 2.4, 'warm'),
    `<ellipse cx="${fixed(x)}" cy="${fixed(cy)}" rx="${fixed(rx)}" ry="${fixed(size)}" fill="url(#paper)"/>`,
    `<g fill="none" stroke="${gold}" stroke-opacity="0.55" stroke-width="3">${ribs}<line x1="${fixed(x)}" y1="${fixed(hang)}" x2="${fixed(x)}" y2="${fixed(cy + size)}"/></g>`,
    cap(hang - size * 0.06),
    cap(cy + size * 0.9),
    `<polygon points="${fixed(x - 5)},${fixed(cy + size * 1.06)} ${fixed(x + 5)},${fixed(cy + size * 1.06)} ${fixed(x + size * 0.16)},${fixed(cy + size * 1.7)} ${fixed(x - size * 0.16)},${fixed(cy + size * 1.7)}" fill="${gold}" fill-opacity="0.9"/>`,
  ].join('');
}

/** A five-petal blossom. */
function blossom(x: number, y: number, r: number, angle: number): string {
  const petals = Array.from({ length: 5 }, (_, i) => {
    const a = angle + i * 72;
    return `<ellipse cx="${fixed(x)}" cy="${fixed(y - r * 0.55)}" rx="${fixed(r * 0.42)}" ry="${fixed(r * 0.58)}" transform="rotate(${fixed(a)} ${fixed(x)} ${fixed(y)})"/>`;
  }).join('');
  return `<g fill="url(#petal)">${petals}</g><circle cx="${fixed(x)}" cy="${fixed(y)}" r="${fixed(r * 0.22)}" fill="#b45309"/>`;
}

/** A blossoming branch reaching in from the top left, above where titles sit. */
function branch(rand: Rand): string {
  const twigs = [
    'M-20,70 C160,40 300,110 470,70 S700,40 780,90',
    'M250,82 C290,140 340,160 400,170',
    'M520,64 C560,20 610,10 660,14',
  ];
  const spots: [number, number][] = [[120, 58], [210, 74], [330, 92], [400, 168], [470, 70], [560, 52], [650, 16], [700, 62], [775, 88]];
  return [
    `<g fill="none" stroke="#3b1a10" stroke-linecap="round">${twigs.map((d, i) => `<path d="${d}" stroke-width="${i === 0 ? 12 : 7}"/>`).join('')}</g>`,
    spots.map(([x, y]) => blossom(x, y, between(rand, 18, 30), rand() * 72)).join(''),
  ].join('');
}

/** Lunar New Year: red and gold lanterns in front of a blossoming branch. */
export function lantern(rand: Rand): string {
  const red = between(rand, -8, 8);
  const gold = hslToHex(between(rand, 40, 48), 0.95, 0.58);
  const peach = rand() < 0.5;
  const petalLight = peach ? hslToHex(340, 0.9, 0.85) : hslToHex(50, 1, 0.7);
  const petalDark = peach ? hslToHex(335, 0.8, 0.62) : hslToHex(42, 1, 0.5);
  const defs = [
    linear('bg', [[0, hslToHex(red, 0.7, 0.1)], [1, hslToHex(red, 0.75, 0.24)]]),
    radial('warm', [[0, '#ffb347', 0.45], [0.5, hslToHex(red + 10, 1, 0.5), 0.12], [1, '#ff0000', 0]]),
    radial('paper', [[0, '#ffcf70'], [0.35, hslToHex(red + 8, 0.95, 0.55)], [1, hslToHex(red, 0.9, 0.3)]]),
    radial('petal', [[0, petalLight], [1, petalDark]]),
  ].join('');
  const lanterns: [number, number, number][] = [
    [between(rand, 900, 960), between(rand, 60, 120), 52],
    [between(rand, 1080, 1140), between(rand, 150, 190), 78],
    [between(rand, 1290, 1340), between(rand, 40, 90), 96],
    [between(rand, 1480, 1530), between(rand, 170, 210), 62],
  ];
  return canvas(
    defs,
    [
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
      bokeh(rand, 5, gold, { x0: 700, x1: W, y0: 280, y1: H - 40 }),
      branch(rand),
      lanterns.map(([x, hang, size]) => paperLantern(x, hang, size, gold)).join(''),
    ].join(''),
  );
}
