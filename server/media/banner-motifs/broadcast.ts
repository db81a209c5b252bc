import { hslToHex } from '../colour';
import { between, blurFilter, bokeh, canvas, fixed, glow, H, linear, radial, W, type Rand } from './shared';

/** A studio condenser microphone on a stand; (cx, top) is the top of the capsule. */
function microphone(cx: number, top: number): string {
  const r = 72;
  const bottom = top + 230;
  const grille = Array.from({ length: 9 }, (_, i) => top + 34 + i * 22)
    .map((y) => `<line x1="${cx - r}" y1="${y}" x2="${cx + r}" y2="${y}"/>`)
    .join('');
  return [
    `<ellipse cx="${cx}" cy="${bottom + 200}" rx="150" ry="14" fill="#000" fill-opacity="0.35"/>`,
    `<ellipse cx="${cx}" cy="${bottom + 194}" rx="130" ry="16" fill="#1b1e25"/>`,
    `<rect x="${cx - 11}" y="${bottom + 40}" width="22" height="150" fill="url(#metal)"/>`,
    `<path d="M${cx - 130},${bottom + 196} Q${cx},${bottom + 160} ${cx + 130},${bottom + 196}Z" fill="url(#metal)"/>`,
    `<path d="M${cx - r - 26},${top + 120} L${cx - r - 26},${bottom - 10} Q${cx - r - 26},${bottom + 50} ${cx},${bottom + 50} Q${cx + r + 26},${bottom + 50} ${cx + r + 26},${bottom - 10} L${cx + r + 26},${top + 120}" fill="none" stroke="url(#metal)" stroke-width="16" stroke-linecap="round"/>`,
    `<rect x="${cx - r}" y="${top}" width="${r * 2}" height="${bottom - top}" rx="${r}" fill="url(#grille)"/>`,
    `<g clip-path="url(#capsule)" stroke="#000" stroke-opacity="0.35" stroke-width="5">${grille}</g>`,
    `<rect x="${cx - r - 6}" y="${top + 140}" width="${r * 2 + 12}" height="26" rx="6" fill="url(#metal)"/>`,
    `<rect x="${cx - r + 18}" y="${top + 20}" width="18" height="110" rx="9" fill="#fff" fill-opacity="0.22"/>`,
    `<circle cx="${cx - r - 26}" cy="${top + 153}" r="12" fill="url(#metal)"/><circle cx="${cx + r + 26}" cy="${top + 153}" r="12" fill="url(#metal)"/>`,
  ].join('');
}

/** Concentric arcs either side of the capsule, fading as they spread. */
function waves(cx: number, cy: number, colour: string): string {
  return Array.from({ length: 4 }, (_, i) => {
    const r = 170 + i * 62;
    const a = (34 - i * 3) * (Math.PI / 180);
    const dx = r * Math.cos(a);
    const dy = r * Math.sin(a);
    const attrs = `fill="none" stroke="${colour}" stroke-width="${12 - i * 2}" stroke-linecap="round" stroke-opacity="${fixed(0.85 - i * 0.18)}"`;
    return [
      `<path d="M${fixed(cx + dx)},${fixed(cy - dy)} A${r},${r} 0 0 1 ${fixed(cx + dx)},${fixed(cy + dy)}" ${attrs}/>`,
      `<path d="M${fixed(cx - dx)},${fixed(cy - dy)} A${r},${r} 0 0 0 ${fixed(cx - dx)},${fixed(cy + dy)}" ${attrs}/>`,
    ].join('');
  }).join('');
}

/** An on-air lamp: a lit red pill in a dark housing, with its glow. */
function onAir(x: number, y: number): string {
  return [
    `<rect x="${x - 90}" y="${y - 30}" width="180" height="60" rx="30" fill="#ff2d3d" filter="url(#soft)" opacity="0.8"/>`,
    `<rect x="${x - 86}" y="${y - 28}" width="172" height="56" rx="28" fill="#12060a"/>`,
    `<rect x="${x - 76}" y="${y - 19}" width="152" height="38" rx="19" fill="url(#lamp)"/>`,
    `<circle cx="${x - 52}" cy="${y}" r="9" fill="#fff" fill-opacity="0.95"/>`,
    `<rect x="${x - 30}" y="${y - 5}" width="90" height="10" rx="5" fill="#fff" fill-opacity="0.35"/>`,
  ].join('');
}

/** A level meter along the bottom right: rounded bars rising and falling like a voice. */
function meter(rand: Rand, colour: string): string {
  const bars: string[] = [];
  for (let x = 760; x < W - 20; x += 34) {
    const t = (x - 760) / (W - 780);
    const h = 14 + Math.abs(Math.sin(t * 9 + rand())) * 46 * (0.5 + rand() * 0.5);
    bars.push(`<rect x="${x}" y="${fixed(H - 18 - h)}" width="18" height="${fixed(h)}" rx="9"/>`);
  }
  return `<g fill="${colour}" fill-opacity="0.22">${bars.join('')}</g>`;
}

/** Commentator recruiting and events: a studio microphone with sound waves and an on-air lamp. */
export function broadcast(rand: Rand): string {
  const hue = Math.floor(rand() * 360);
  const accent = hslToHex(hue + between(rand, 150, 210), 0.9, 0.62);
  const cx = Math.round(between(rand, 1080, 1180));
  const top = 70;
  const defs = [
    linear('bg', [[0, hslToHex(hue, 0.6, 0.08)], [1, hslToHex(hue + 25, 0.55, 0.2)]]),
    radial('halo', [[0, accent, 0.55], [0.5, accent, 0.18], [1, accent, 0]]),
    linear('metal', [[0, '#3a3f4b'], [0.45, '#d9dee8'], [0.6, '#9aa2b3'], [1, '#2b2f38']], false),
    linear('grille', [[0, '#1c2029'], [0.35, '#6b7386'], [0.55, '#4a5161'], [1, '#14171e']], false),
    linear('lamp', [[0, '#ff6b6b'], [1, '#d90429']]),
    `<clipPath id="capsule"><rect x="${cx - 72}" y="${top}" width="144" height="230" rx="72"/></clipPath>`,
    blurFilter('soft', 14),
  ].join('');
  return canvas(
    defs,
    [
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
      bokeh(rand, 6, accent, { x0: 620, x1: W, y0: 30, y1: 380 }),
      glow(cx, top + 140, 420, 'halo', 320),
      meter(rand, accent),
      waves(cx, top + 115, accent),
      microphone(cx, top),
      onAir(W - 150, 70),
    ].join(''),
  );
}
