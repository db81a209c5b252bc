import { hslToHex } from '../colour';
import { between, canvas, fixed, glow, H, linear, radial, sparkle, W, type Rand } from './shared';

interface Box {
  cx: number;
  /** Where the box stands. */
  floor: number;
  w: number;
  h: number;
  colour: string;
  ribbon: string;
}

/** A wrapped box seen slightly from the right: front, side and lid faces, a ribbon and a bow. */
function giftBox({ cx, floor, w, h, colour, ribbon }: Box): string {
  const x = cx - w / 2;
  const top = floor - h;
  const d = w * 0.16;
  const lidH = h * 0.2;
  const band = w * 0.16;
  const lidTop = top - lidH * 0.35;
  const bow = (side: 1 | -1) =>
    `<path d="M${fixed(cx)},${fixed(lidTop)} C${fixed(cx + side * w * 0.08)},${fixed(lidTop - h * 0.42)} ${fixed(cx + side * w * 0.42)},${fixed(lidTop - h * 0.3)} ${fixed(cx + side * w * 0.12)},${fixed(lidTop + 2)}Z" fill="${ribbon}" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>`;
  return [
    `<ellipse cx="${fixed(cx + d / 2)}" cy="${fixed(floor + 6)}" rx="${fixed(w * 0.62)}" ry="${fixed(w * 0.06)}" fill="#000" fill-opacity="0.4"/>`,
    `<polygon points="${fixed(x + w)},${fixed(top)} ${fixed(x + w + d)},${fixed(top - d * 0.6)} ${fixed(x + w + d)},${fixed(floor - d * 0.6)} ${fixed(x + w)},${fixed(floor)}" fill="${colour}"/>`,
    `<polygon points="${fixed(x + w)},${fixed(top)} ${fixed(x + w + d)},${fixed(top - d * 0.6)} ${fixed(x + w + d)},${fixed(floor - d * 0.6)} ${fixed(x + w)},${fixed(floor)}" fill="#000" fill-opacity="0.35"/>`,
    `<rect x="${fixed(x)}" y="${fixed(top)}" width="${fixed(w)}" height="${fixed(h)}" fill="${colour}"/>`,
    `<rect x="${fixed(x)}" y="${fixed(top)}" width="${fixed(w)}" height="${fixed(h)}" fill="url(#boxShade)"/>`,
    `<rect x="${fixed(cx - band / 2)}" y="${fixed(top)}" width="${fixed(band)}" height="${fixed(h)}" fill="${ribbon}"/>`,
    `<rect x="${fixed(cx - band / 2)}" y="${fixed(top)}" width="${fixed(band)}" height="${fixed(h)}" fill="url(#boxShade)"/>`,
    `<polygon points="${fixed(x - 10)},${fixed(lidTop)} ${fixed(x + w + 10)},${fixed(lidTop)} ${fixed(x + w + 10 + d)},${fixed(lidTop - d * 0.6)} ${fixed(x - 10 + d)},${fixed(lidTop - d * 0.6)}" fill="${colour}"/>`,
    `<polygon points="${fixed(x - 10)},${fixed(lidTop)} ${fixed(x + w + 10)},${fixed(lidTop)} ${fixed(x + w + 10 + d)},${fixed(lidTop - d * 0.6)} ${fixed(x - 10 + d)},${fixed(lidTop - d * 0.6)}" fill="#fff" fill-opacity="0.25"/>`,
    `<rect x="${fixed(x - 10)}" y="${fixed(lidTop)}" width="${fixed(w + 20)}" height="${fixed(lidH)}" fill="${colour}"/>`,
    `<rect x="${fixed(x - 10)}" y="${fixed(lidTop + lidH - 6)}" width="${fixed(w + 20)}" height="6" fill="#000" fill-opacity="0.25"/>`,
    `<rect x="${fixed(cx - band / 2)}" y="${fixed(lidTop)}" width="${fixed(band)}" height="${fixed(lidH)}" fill="${ribbon}"/>`,
    bow(-1),
    bow(1),
    `<ellipse cx="${fixed(cx)}" cy="${fixed(lidTop - 4)}" rx="${fixed(band * 0.45)}" ry="${fixed(band * 0.32)}" fill="${ribbon}" stroke="#000" stroke-opacity="0.2" stroke-width="3"/>`,
  ].join('');
}

/** A fan of faint rays behind the main box. */
function rays(cx: number, cy: number): string {
  return Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12 + 1 / 48) * Math.PI * 2;
    const b = a + Math.PI / 22;
    const r = 900;
    return `<polygon points="${cx},${cy} ${fixed(cx + r * Math.cos(a))},${fixed(cy + r * Math.sin(a))} ${fixed(cx + r * Math.cos(b))},${fixed(cy + r * Math.sin(b))}"/>`;
  }).join('');
}

/** Confetti strips tumbling over the upper right, kept large enough to read as shapes. */
function confetti(rand: Rand, colours: readonly string[]): string {
  return Array.from({ length: 22 }, (_, i) => {
    const x = between(rand, 700, W - 20);
    const y = between(rand, 20, 300 + (x - 700) * 0.2);
    const angle = Math.floor(rand() * 180);
    const colour = colours[i % colours.length] ?? '#fff';
    return `<rect x="${fixed(x)}" y="${fixed(y)}" width="10" height="24" rx="3" fill="${colour}" fill-opacity="0.85" transform="rotate(${angle} ${fixed(x + 5)} ${fixed(y + 12)})"/>`;
  }).join('');
}

const WRAPS = [350, 328, 290, 262, 215, 192] as const;

/** Member rewards and welcome offers: a stack of wrapped gifts with bows, rays and confetti. */
export function gifts(rand: Rand): string {
  const hue = Math.floor(rand() * 360);
  const gold = hslToHex(between(rand, 38, 50), 0.95, 0.6);
  // Wrapping paper looks festive in reds, pinks, purples and blues; greens and browns read as dull.
  const pick = Math.floor(rand() * WRAPS.length);
  const wrap = (k: number) => WRAPS[(pick + k) % WRAPS.length] ?? 350;
  const main = hslToHex(wrap(0), 0.78, 0.52);
  const second = hslToHex(wrap(2), 0.7, 0.56);
  const third = hslToHex(wrap(4), 0.68, 0.55);
  const cx = Math.round(between(rand, 1080, 1160));
  const floor = 500;
  const defs = [
    linear('bg', [[0, hslToHex(hue, 0.6, 0.1)], [1, hslToHex(hue + 20, 0.6, 0.22)]]),
    radial('halo', [[0, gold, 0.5], [0.45, main, 0.2], [1, main, 0]]),
    linear('boxShade', [[0, '#fff', 0.14], [1, '#000', 0.35]]),
  ].join('');
  return canvas(
    defs,
    [
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
      `<g fill="#fff" fill-opacity="0.05">${rays(cx, 280)}</g>`,
      glow(cx, 300, 520, 'halo', 340),
      giftBox({ cx: cx - 230, floor: floor - 30, w: 150, h: 130, colour: third, ribbon: gold }),
      giftBox({ cx: cx + 250, floor: floor - 10, w: 190, h: 160, colour: second, ribbon: '#ffffff' }),
      giftBox({ cx, floor, w: 260, h: 220, colour: main, ribbon: gold }),
      confetti(rand, [gold, main, second, '#ffffff', third]),
      sparkle(cx - 170, 150, 26, '#fff'),
      sparkle(cx + 200, 110, 20, gold),
      sparkle(cx + 380, 230, 16, '#fff', 0.7),
    ].join(''),
  );
}
