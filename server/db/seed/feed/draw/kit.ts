import { hslToHex, inkOn } from '@/server/media/colour';
import { between, doc, fitSize, fixed, linear, pick, radial, text, tint, type Drawing, type Palette, type Rand } from './svg';

/** What the scarf or shirt lies on: a café's wooden table, a concrete terrace step, a bedroom wall. */
function backdrop(rand: Rand, w: number, h: number): { defs: string; body: string } {
  const kind = pick(rand, ['wood', 'concrete', 'wall'] as const);
  if (kind === 'wood') {
    const base = hslToHex(between(rand, 20, 35), 0.45, between(rand, 0.22, 0.32));
    const grain = Array.from({ length: 40 }, (_, i) => {
      const y = (h * i) / 40 + between(rand, -4, 4);
      return `<path d="M0 ${fixed(y)} Q${fixed(w * 0.3)} ${fixed(y + between(rand, -10, 10))} ${fixed(w * 0.6)} ${fixed(y)} T${w} ${fixed(y)}" stroke="#000" stroke-opacity="${fixed(between(rand, 0.05, 0.15))}" stroke-width="${fixed(between(rand, 1, 3))}" fill="none"/>`;
    }).join('');
    return { defs: '', body: `<rect width="${w}" height="${h}" fill="${base}"/>${grain}` };
  }
  const light = kind === 'wall' ? hslToHex(between(rand, 0, 360), 0.12, 0.8) : '#9ca3af';
  const defs = radial('vignette', [[0.5, '#000', 0], [1, '#000', 0.45]]);
  const seams = kind === 'concrete' ? Array.from({ length: 4 }, (_, i) => `<rect x="0" y="${fixed((h * (i + 1)) / 4 - 6)}" width="${w}" height="6" fill="#000" fill-opacity="0.18"/>`).join('') : '';
  return { defs, body: `<rect width="${w}" height="${h}" fill="${light}"/>${seams}<rect width="${w}" height="${h}" fill="url(#vignette)"/>` };
}

/** A knitted bar scarf laid across the picture: blocks of the club's colours, its name knitted in, fringes. */
export function scarf(rand: Rand, w: number, h: number, team: Palette, label: string): Drawing {
  const ground = backdrop(rand, w, h);
  const band = h * 0.22;
  const len = w * 0.86;
  // Flatter on a wide cover, so both ends stay in the picture.
  const angle = between(rand, -18, -6) * Math.min(1, (1.5 * h) / w);
  const knit = `<pattern id="knit" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0 0 L6 8 L12 0" stroke="#000" stroke-opacity="0.18" stroke-width="2" fill="none"/></pattern>`;
  const blocks: string[] = [];
  const ends = len * 0.16;
  for (let i = 0; i < 8; i++) {
    const colour = i % 2 ? team.secondary : team.primary;
    blocks.push(`<rect x="${fixed(-len / 2 + (i % 4) * (ends / 4) + (i >= 4 ? len - ends : 0))}" y="${fixed(-band / 2)}" width="${fixed(ends / 4 + 1)}" height="${fixed(band)}" fill="${colour}"/>`);
  }
  const middle = `<rect x="${fixed(-len / 2 + ends)}" y="${fixed(-band / 2)}" width="${fixed(len - 2 * ends)}" height="${fixed(band)}" fill="${team.primary}"/><rect x="${fixed(-len / 2 + ends)}" y="${fixed(-band / 2 + 10)}" width="${fixed(len - 2 * ends)}" height="8" fill="${team.secondary}"/><rect x="${fixed(-len / 2 + ends)}" y="${fixed(band / 2 - 18)}" width="${fixed(len - 2 * ends)}" height="8" fill="${team.secondary}"/>`;
  const fringe = (side: number) =>
    Array.from({ length: 14 }, (_, i) => {
      const y = -band / 2 + (band * (i + 0.5)) / 14;
      const x = side * (len / 2);
      return `<line x1="${fixed(x)}" y1="${fixed(y)}" x2="${fixed(x + side * between(rand, 26, 40))}" y2="${fixed(y + between(rand, -4, 4))}" stroke="${i % 2 ? team.secondary : team.primary}" stroke-width="5" stroke-linecap="round"/>`;
    }).join('');
  const word = label.toUpperCase();
  const size = fitSize(word, len - 2 * ends - 80, band * 0.42);
  const body = [
    ground.body,
    `<g transform="translate(${fixed(w / 2)} ${fixed(h / 2)}) rotate(${fixed(angle)})">`,
    `<rect x="${fixed(-len / 2 + 10)}" y="${fixed(-band / 2 + 16)}" width="${fixed(len)}" height="${fixed(band)}" fill="#000" fill-opacity="0.3"/>`,
    middle,
    blocks.join(''),
    fringe(-1),
    fringe(1),
    text(0, size * 0.36, word, { size, fill: team.secondary, weight: 800, spacing: size * 0.08 }),
    `<rect x="${fixed(-len / 2)}" y="${fixed(-band / 2)}" width="${fixed(len)}" height="${fixed(band)}" fill="url(#knit)"/>`,
    `</g>`,
  ].join('');
  return doc(w, h, ground.defs + knit, body);
}

/** A shirt on a hanger, seen from the back: the member's name and number printed on it. */
export function jersey(rand: Rand, w: number, h: number, team: Palette, name: string, number: number): Drawing {
  const ground = backdrop(rand, w, h);
  const cx = w / 2;
  const top = h * 0.2;
  const s = Math.min(w, h) / 1000;
  const X = (dx: number) => fixed(cx + dx * s);
  const Y = (dy: number) => fixed(top + dy * s);
  const shirt = `M${X(-150)} ${Y(0)} L${X(-330)} ${Y(90)} L${X(-270)} ${Y(260)} L${X(-200)} ${Y(230)} L${X(-200)} ${Y(700)} L${X(200)} ${Y(700)} L${X(200)} ${Y(230)} L${X(270)} ${Y(260)} L${X(330)} ${Y(90)} L${X(150)} ${Y(0)} Q${X(0)} ${Y(40)} ${X(-150)} ${Y(0)}Z`;
  const stripes = rand() < 0.4;
  const defs = `<clipPath id="shirt"><path d="${shirt}"/></clipPath>${linear('fold', [[0, '#000', 0.18], [0.5, '#fff', 0.06], [1, '#000', 0.22]], false)}`;
  const stripeBars = stripes
    ? Array.from({ length: 5 }, (_, i) => `<rect x="${X(-330 + i * 150)}" y="${Y(0)}" width="${fixed(60 * s)}" height="${fixed(720 * s)}" fill="${team.secondary}" fill-opacity="0.9"/>`).join('')
    : '';
  const ink = stripes ? '#ffffff' : inkOn(team.primary);
  const label = name.toUpperCase();
  const body = [
    ground.body,
    `<path d="M${X(0)} ${Y(-110)} q0 -40 30 -40 q30 0 30 30" stroke="#6b7280" stroke-width="${fixed(10 * s)}" fill="none"/>`,
    `<path d="M${X(-170)} ${Y(10)} L${X(0)} ${Y(-80)} L${X(170)} ${Y(10)}" stroke="#4b5563" stroke-width="${fixed(14 * s)}" fill="none" stroke-linecap="round"/>`,
    `<path d="${shirt}" fill="#000" fill-opacity="0.25" transform="translate(${fixed(14 * s)} ${fixed(18 * s)})"/>`,
    `<g clip-path="url(#shirt)"><rect width="${w}" height="${h}" fill="${team.primary}"/>${stripeBars}<rect width="${w}" height="${h}" fill="url(#fold)"/></g>`,
    `<path d="M${X(-150)} ${Y(0)} Q${X(0)} ${Y(40)} ${X(150)} ${Y(0)}" stroke="${tint(team.secondary, -0.1)}" stroke-width="${fixed(16 * s)}" fill="none"/>`,
    text(cx, top + 230 * s, label, { size: fitSize(label, 340 * s, 70 * s), fill: ink, weight: 800, spacing: 4 * s }),
    text(cx, top + 520 * s, String(number), { size: 250 * s, fill: ink, weight: 800 }),
  ].join('');
  return doc(w, h, ground.defs + defs, body);
}
