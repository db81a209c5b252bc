import { hslToHex, inkOn } from '@/server/media/colour';
import type { Side } from './boards';
import { between, doc, dots, fixed, linear, radial, text, type Drawing, type Rand } from './svg';

/** The broadcast on the café's screen: a wide shot of the pitch, both teams as dots, the score bug. */
function screen(rand: Rand, x: number, y: number, w: number, h: number, home: Side, away: Side, minute: number): string {
  const grass = hslToHex(between(rand, 105, 130), 0.55, 0.36);
  const stripes = Array.from({ length: 8 }, (_, i) => (i % 2 ? '' : `<rect x="${fixed(x + (w * i) / 8)}" y="${fixed(y + h * 0.28)}" width="${fixed(w / 8)}" height="${fixed(h * 0.72)}" fill="#fff" fill-opacity="0.07"/>`)).join('');
  const team = (side: Side, from: number) =>
    Array.from({ length: 9 }, () => `<circle cx="${fixed(x + w * between(rand, from, from + 0.55))}" cy="${fixed(y + h * between(rand, 0.38, 0.95))}" r="${fixed(h * 0.018)}" fill="${side.palette.primary}" stroke="${side.palette.secondary}" stroke-width="1.5"/>`).join('');
  const bug = `<rect x="${fixed(x + w * 0.03)}" y="${fixed(y + h * 0.05)}" width="${fixed(w * 0.36)}" height="${fixed(h * 0.09)}" rx="4" fill="#0f172a" fill-opacity="0.85"/>`;
  return [
    `<rect x="${fixed(x - 14)}" y="${fixed(y - 14)}" width="${fixed(w + 28)}" height="${fixed(h + 28)}" rx="10" fill="#050505"/>`,
    `<rect x="${fixed(x)}" y="${fixed(y)}" width="${fixed(w)}" height="${fixed(h)}" fill="#1e293b"/>`,
    dots(rand, 160, { x, y, w, h: h * 0.26 }, ['#64748b', '#94a3b8', home.palette.primary, away.palette.primary], [1.2, 2.6]),
    `<rect x="${fixed(x)}" y="${fixed(y + h * 0.28)}" width="${fixed(w)}" height="${fixed(h * 0.72)}" fill="${grass}"/>`,
    stripes,
    `<line x1="${fixed(x + w / 2)}" y1="${fixed(y + h * 0.28)}" x2="${fixed(x + w / 2)}" y2="${fixed(y + h)}" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/>`,
    team(home, 0.05),
    team(away, 0.4),
    `<circle cx="${fixed(x + w * between(rand, 0.3, 0.7))}" cy="${fixed(y + h * between(rand, 0.5, 0.85))}" r="${fixed(h * 0.012)}" fill="#fff"/>`,
    bug,
    `<rect x="${fixed(x + w * 0.03)}" y="${fixed(y + h * 0.05)}" width="${fixed(w * 0.012)}" height="${fixed(h * 0.09)}" fill="${home.palette.primary}"/>`,
    text(x + w * 0.055, y + h * 0.115, `${home.short}  v  ${away.short}`, { size: h * 0.05, fill: '#f8fafc', anchor: 'start' }),
    text(x + w * 0.37, y + h * 0.115, `${minute}'`, { size: h * 0.05, fill: '#fde047', anchor: 'end' }),
    `<rect x="${fixed(x)}" y="${fixed(y)}" width="${fixed(w)}" height="${fixed(h * 0.5)}" fill="#fff" fill-opacity="0.04"/>`,
  ].join('');
}

/** A glass of iced milk coffee on the table edge, the way cafés serve it while the match is on. */
function coffee(rand: Rand, x: number, y: number, s: number): string {
  const ice = Array.from({ length: 4 }, () => `<rect x="${fixed(x - s * 0.3 + rand() * s * 0.5)}" y="${fixed(y - s * 1.1 + rand() * s * 0.4)}" width="${fixed(s * 0.22)}" height="${fixed(s * 0.2)}" rx="3" fill="#fff" fill-opacity="0.35" transform="rotate(${fixed(between(rand, -20, 20))} ${fixed(x)} ${fixed(y - s)})"/>`).join('');
  return [
    `<path d="M${fixed(x - s * 0.45)} ${fixed(y - s * 1.4)} L${fixed(x + s * 0.45)} ${fixed(y - s * 1.4)} L${fixed(x + s * 0.36)} ${fixed(y)} L${fixed(x - s * 0.36)} ${fixed(y)}Z" fill="url(#coffee)"/>`,
    ice,
    `<line x1="${fixed(x + s * 0.1)}" y1="${fixed(y - s * 1.2)}" x2="${fixed(x + s * 0.35)}" y2="${fixed(y - s * 2)}" stroke="${rand() < 0.5 ? '#ef4444' : '#22c55e'}" stroke-width="${fixed(s * 0.08)}"/>`,
    `<path d="M${fixed(x - s * 0.45)} ${fixed(y - s * 1.4)} L${fixed(x + s * 0.45)} ${fixed(y - s * 1.4)} L${fixed(x + s * 0.36)} ${fixed(y)} L${fixed(x - s * 0.36)} ${fixed(y)}Z" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>`,
  ].join('');
}

/** Inside a football café: string lights, the big screen, heads of the crowd, iced coffee on the table. */
export function cafeScreen(rand: Rand, w: number, h: number, home: Side, away: Side): Drawing {
  const wall = hslToHex(between(rand, 15, 40), 0.35, between(rand, 0.14, 0.22));
  const defs = [
    linear('wall', [[0, wall], [1, '#0a0705']]),
    radial('bulb', [[0, '#fff3c4', 0.95], [0.4, '#ffcf70', 0.5], [1, '#ffcf70', 0]]),
    linear('coffee', [[0, '#c89f73'], [0.5, '#8b5a2b'], [1, '#5a3517']]),
    radial('glowTv', [[0, '#7dd3fc', 0.28], [1, '#7dd3fc', 0]]),
  ].join('');
  const sx = w * 0.2;
  const sy = h * 0.14;
  const sw = w * 0.6;
  const sh = sw * 0.5625;
  const bulbs = Array.from({ length: 16 }, (_, i) => {
    const t = i / 15;
    const bx = t * w;
    const by = h * 0.06 + Math.sin(t * Math.PI) * h * 0.04 + (i % 2) * 4;
    return `<circle cx="${fixed(bx)}" cy="${fixed(by)}" r="22" fill="url(#bulb)"/><circle cx="${fixed(bx)}" cy="${fixed(by)}" r="4" fill="#fff7d6"/>`;
  }).join('');
  const heads = Array.from({ length: 9 }, (_, i) => {
    const hx = (w * (i + 0.5)) / 9 + between(rand, -30, 30);
    const hy = h * between(rand, 0.8, 0.88);
    const r = h * between(rand, 0.06, 0.085);
    return `<circle cx="${fixed(hx)}" cy="${fixed(hy)}" r="${fixed(r)}" fill="#070504"/><rect x="${fixed(hx - r * 1.6)}" y="${fixed(hy + r * 0.6)}" width="${fixed(r * 3.2)}" height="${fixed(h)}" rx="${fixed(r)}" fill="#070504"/>`;
  }).join('');
  const neon = { size: h * 0.04, fill: '#fca5a5', spacing: 2 };
  const sign = rand() < 0.6 ? text(w * 0.1, h * 0.24, 'CAFÉ', neon) + text(w * 0.1, h * 0.3, 'BÓNG ĐÁ', neon) : '';
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#wall)"/>`,
    `<ellipse cx="${fixed(w / 2)}" cy="${fixed(sy + sh / 2)}" rx="${fixed(sw * 0.75)}" ry="${fixed(sh * 0.9)}" fill="url(#glowTv)"/>`,
    `<path d="M0 ${fixed(h * 0.06)} Q${fixed(w / 2)} ${fixed(h * 0.14)} ${w} ${fixed(h * 0.06)}" stroke="#222" stroke-width="2" fill="none"/>`,
    bulbs,
    sign,
    screen(rand, sx, sy, sw, sh, home, away, 1 + Math.floor(rand() * 90)),
    heads,
    `<rect x="0" y="${fixed(h * 0.9)}" width="${w}" height="${fixed(h * 0.1)}" fill="#2a1a10"/>`,
    coffee(rand, w * between(rand, 0.08, 0.2), h * 0.96, h * 0.1),
    coffee(rand, w * between(rand, 0.75, 0.9), h * 0.97, h * 0.09),
    `<rect width="${w}" height="${h}" fill="${inkOn(wall) === '#ffffff' ? '#000' : '#fff'}" fill-opacity="0.03"/>`,
  ].join('');
  return doc(w, h, defs, body);
}
