import { hslToHex, inkOn } from '@/server/media/colour';
import { between, doc, fixed, linear, pick, radial, text, tint, type Drawing, type Palette, type Rand } from './svg';

/** Lines of players from the back, goalkeeper first: each shape names how many stand in each line. */
const SHAPES: Readonly<Record<string, readonly number[]>> = {
  '4-3-3': [1, 4, 3, 3],
  '4-4-2': [1, 4, 4, 2],
  '4-2-3-1': [1, 4, 2, 3, 1],
  '3-5-2': [1, 3, 5, 2],
  '3-4-3': [1, 3, 4, 3],
};
export const FORMATIONS = Object.keys(SHAPES);

const NUMBERS = [1, 2, 5, 4, 3, 6, 8, 10, 7, 9, 11];

/** Markings of a pitch seen from above, in a box (x, y, w, h) with the goals at top and bottom. */
function markings(x: number, y: number, w: number, h: number): string {
  const line = 'stroke="#fff" stroke-opacity="0.8" stroke-width="4" fill="none"';
  const box = (top: boolean) => {
    const by = top ? y : y + h - h * 0.16;
    const sy = top ? y : y + h - h * 0.06;
    return `<rect x="${fixed(x + w * 0.2)}" y="${fixed(by)}" width="${fixed(w * 0.6)}" height="${fixed(h * 0.16)}" ${line}/><rect x="${fixed(x + w * 0.37)}" y="${fixed(sy)}" width="${fixed(w * 0.26)}" height="${fixed(h * 0.06)}" ${line}/>`;
  };
  return [
    `<rect x="${fixed(x)}" y="${fixed(y)}" width="${fixed(w)}" height="${fixed(h)}" ${line}/>`,
    `<line x1="${fixed(x)}" y1="${fixed(y + h / 2)}" x2="${fixed(x + w)}" y2="${fixed(y + h / 2)}" ${line}/>`,
    `<circle cx="${fixed(x + w / 2)}" cy="${fixed(y + h / 2)}" r="${fixed(w * 0.14)}" ${line}/>`,
    `<circle cx="${fixed(x + w / 2)}" cy="${fixed(y + h / 2)}" r="5" fill="#fff"/>`,
    box(true),
    box(false),
  ].join('');
}

/** The team sheet as fans share it: a pitch from above, the eleven in the club's colours, the shape above. */
export function formation(rand: Rand, w: number, h: number, team: Palette, teamName: string, shapeName: string): Drawing {
  const grass = hslToHex(between(rand, 105, 140), 0.45, 0.3);
  const shape = SHAPES[shapeName] ?? SHAPES['4-3-3'] ?? [];
  const head = h * 0.12;
  const px = w * 0.07;
  const pw = w * 0.86;
  const py = head + h * 0.03;
  const ph = h - py - h * 0.04;
  const stripes = Array.from({ length: 10 }, (_, i) => (i % 2 ? '' : `<rect x="${fixed(px)}" y="${fixed(py + (ph * i) / 10)}" width="${fixed(pw)}" height="${fixed(ph / 10)}" fill="#fff" fill-opacity="0.06"/>`)).join('');
  const ink = inkOn(team.primary);
  let n = 0;
  const players = shape.flatMap((count, line) => {
    // The goalkeeper at the bottom, the forwards near halfway and beyond.
    const ly = py + ph * (0.93 - (line / (shape.length - 1)) * 0.62);
    return Array.from({ length: count }, (_, i) => {
      const lx = px + (pw * (i + 1)) / (count + 1) + between(rand, -8, 8);
      const number = NUMBERS[n++] ?? n;
      const r = Math.min(w, h) * 0.045;
      const shirt = line === 0 ? tint(team.secondary, -0.2) : team.primary;
      return `<circle cx="${fixed(lx)}" cy="${fixed(ly + 4)}" r="${fixed(r)}" fill="#000" fill-opacity="0.25"/><circle cx="${fixed(lx)}" cy="${fixed(ly)}" r="${fixed(r)}" fill="${shirt}" stroke="${team.secondary}" stroke-width="4"/>${text(lx, ly + r * 0.36, String(number), { size: r, fill: line === 0 ? inkOn(shirt) : ink })}`;
    });
  });
  const defs = linear('board', [[0, '#0f172a'], [1, '#1e293b']]) + radial('lamp', [[0, '#ffffff', 0.18], [1, '#ffffff', 0]]);
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#board)"/>`,
    `<rect x="0" y="0" width="${w}" height="${fixed(head)}" fill="${team.primary}"/>`,
    `<rect x="0" y="${fixed(head - 8)}" width="${w}" height="8" fill="${team.secondary}"/>`,
    text(w * 0.06, head * 0.62, teamName.toUpperCase(), { size: Math.min(head * 0.42, (w * 0.6) / Math.max(6, teamName.length) / 0.62), fill: inkOn(team.primary), anchor: 'start' }),
    text(w * 0.94, head * 0.62, shapeName, { size: head * 0.42, fill: inkOn(team.primary), anchor: 'end', weight: 800 }),
    `<rect x="${fixed(px - 14)}" y="${fixed(py - 14)}" width="${fixed(pw + 28)}" height="${fixed(ph + 28)}" fill="${grass}"/>`,
    stripes,
    `<ellipse cx="${fixed(w / 2)}" cy="${fixed(py + ph / 2)}" rx="${fixed(pw * 0.7)}" ry="${fixed(ph * 0.6)}" fill="url(#lamp)"/>`,
    markings(px, py, pw, ph),
    players.join(''),
  ].join('');
  return doc(w, h, defs, body);
}

/** Close to the ground: a ball on the penalty spot, blades of grass around it, the goal out of focus. */
export function ballOnSpot(rand: Rand, w: number, h: number, accent: Palette): Drawing {
  const hue = between(rand, 95, 135);
  const defs = [
    linear('turf', [[0, hslToHex(hue, 0.35, 0.18)], [0.45, hslToHex(hue, 0.5, 0.32)], [1, hslToHex(hue, 0.55, 0.22)]]),
    radial('ballShade', [[0, '#ffffff'], [0.7, '#e5e7eb'], [1, '#9ca3af']]),
    radial('spot', [[0, '#ffffff', 0.3], [1, '#ffffff', 0]]),
  ].join('');
  const cx = w * between(rand, 0.4, 0.6);
  const cy = h * 0.62;
  const r = Math.min(w, h) * 0.2;
  const patches = [0, 72, 144, 216, 288].map((deg) => {
    const a = (deg * Math.PI) / 180 + rand() * 0.2;
    const px = cx + Math.cos(a) * r * 0.72;
    const py = cy + Math.sin(a) * r * 0.72;
    return pentagon(px, py, r * 0.2, a, '#111827');
  });
  const clip = `<clipPath id="ball"><circle cx="${fixed(cx)}" cy="${fixed(cy)}" r="${fixed(r)}"/></clipPath>`;
  const blades = Array.from({ length: 420 }, () => {
    const x = rand() * w;
    const y = h * between(rand, 0.45, 1);
    const len = between(rand, 8, 26) * (y / h);
    return `<line x1="${fixed(x)}" y1="${fixed(y)}" x2="${fixed(x + between(rand, -4, 4))}" y2="${fixed(y - len)}" stroke="${hslToHex(hue + between(rand, -10, 10), 0.5, between(rand, 0.2, 0.45))}" stroke-width="2"/>`;
  }).join('');
  const goal = `<g stroke="#ffffff" stroke-opacity="0.35" stroke-width="10" fill="none"><path d="M${fixed(w * 0.2)} ${fixed(h * 0.42)} V${fixed(h * 0.12)} H${fixed(w * 0.8)} V${fixed(h * 0.42)}"/></g>`;
  const boards = `<rect x="0" y="${fixed(h * 0.3)}" width="${w}" height="${fixed(h * 0.08)}" fill="${accent.primary}" fill-opacity="0.55"/>`;
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#turf)"/>`,
    `<rect width="${w}" height="${fixed(h * 0.4)}" fill="#0b1324" fill-opacity="0.55"/>`,
    boards,
    goal,
    `<ellipse cx="${fixed(cx)}" cy="${fixed(cy + r * 0.95)}" rx="${fixed(r * 1.6)}" ry="${fixed(r * 0.35)}" fill="url(#spot)"/>`,
    blades,
    `<ellipse cx="${fixed(cx + r * 0.15)}" cy="${fixed(cy + r * 0.92)}" rx="${fixed(r * 1.05)}" ry="${fixed(r * 0.18)}" fill="#000" fill-opacity="0.35"/>`,
    `<circle cx="${fixed(cx)}" cy="${fixed(cy)}" r="${fixed(r)}" fill="url(#ballShade)"/>`,
    `<g clip-path="url(#ball)">${pentagon(cx, cy, r * 0.26, rand(), '#111827')}${patches.join('')}</g>`,
    `<circle cx="${fixed(cx)}" cy="${fixed(cy)}" r="${fixed(r)}" fill="none" stroke="#6b7280" stroke-width="2"/>`,
  ].join('');
  return doc(w, h, defs + clip, body);
}

function pentagon(x: number, y: number, r: number, turn: number, fill: string): string {
  const points = Array.from({ length: 5 }, (_, i) => {
    const a = turn + (i * 2 * Math.PI) / 5;
    return `${fixed(x + Math.cos(a) * r)},${fixed(y + Math.sin(a) * r)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

export const pickFormation = (rand: Rand): string => pick(rand, FORMATIONS);
