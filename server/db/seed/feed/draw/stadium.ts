import { hslToHex } from '@/server/media/colour';
import { between, doc, dots, fixed, linear, pick, radial, tint, type Drawing, type Palette, type Rand } from './svg';

/** Tiers of seats, each a band of supporters in the home side's colours, narrowing towards the top. */
function stands(rand: Rand, w: number, top: number, bottom: number, colours: readonly string[]): string {
  const tiers = 2 + Math.floor(rand() * 2);
  const out: string[] = [];
  for (let i = 0; i < tiers; i++) {
    const y0 = top + ((bottom - top) * i) / tiers;
    const y1 = top + ((bottom - top) * (i + 1)) / tiers;
    out.push(`<rect x="0" y="${fixed(y0)}" width="${w}" height="${fixed(y1 - y0)}" fill="#0c1226"/>`);
    out.push(dots(rand, Math.round((w * (y1 - y0)) / 420), { x: 0, y: y0 + 4, w, h: y1 - y0 - 8 }, colours, [1.6, 3.4]));
    out.push(`<rect x="0" y="${fixed(y1 - 5)}" width="${w}" height="5" fill="#1b2440"/>`);
  }
  return out.join('');
}

/** A perspective pitch from the stands: mown stripes, touchline, halfway line and centre circle. */
function pitch(rand: Rand, w: number, h: number, top: number): string {
  const grass = hslToHex(between(rand, 100, 135), 0.5, 0.27);
  const stripes = Array.from({ length: 12 }, (_, i) => {
    if (i % 2) return '';
    const a = -w * 0.3 + (i * w * 1.6) / 12;
    const b = a + (w * 1.6) / 12;
    const ta = w / 2 + (a - w / 2) * 0.5;
    const tb = w / 2 + (b - w / 2) * 0.5;
    return `<polygon points="${fixed(ta)},${fixed(top)} ${fixed(tb)},${fixed(top)} ${fixed(b)},${h} ${fixed(a)},${h}" fill="#fff" fill-opacity="0.06"/>`;
  }).join('');
  const line = 'stroke="#fff" stroke-opacity="0.55" stroke-width="3" fill="none"';
  return [
    `<rect x="0" y="${fixed(top)}" width="${w}" height="${fixed(h - top)}" fill="${grass}"/>`,
    stripes,
    `<line x1="${fixed(w * 0.08)}" y1="${fixed(top + 12)}" x2="${fixed(w * 0.92)}" y2="${fixed(top + 12)}" ${line}/>`,
    `<line x1="${fixed(w / 2)}" y1="${fixed(top + 12)}" x2="${fixed(w / 2)}" y2="${h}" ${line}/>`,
    `<ellipse cx="${fixed(w / 2)}" cy="${fixed(top + (h - top) * 0.55)}" rx="${fixed(w * 0.16)}" ry="${fixed((h - top) * 0.22)}" ${line}/>`,
  ].join('');
}

/** A floodlight mast: a lattice pole, a bank of lamps, its halo and faint beams onto the pitch. */
function floodlight(rand: Rand, x: number, y: number, groundY: number, h: number): string {
  const lamps: string[] = [];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 6; c++) lamps.push(`<circle cx="${fixed(x - 30 + c * 12)}" cy="${fixed(y - 10 + r * 10)}" r="3.8"/>`);
  const beam = (dx: number) => `<polygon points="${fixed(x - 8)},${fixed(y)} ${fixed(x + 8)},${fixed(y)} ${fixed(x + dx + 140)},${h} ${fixed(x + dx - 140)},${h}" fill="url(#beam)"/>`;
  return [
    `<rect x="${fixed(x - 3)}" y="${fixed(y)}" width="6" height="${fixed(groundY - y)}" fill="#050814"/>`,
    `<ellipse cx="${fixed(x)}" cy="${fixed(y)}" rx="150" ry="120" fill="url(#halo)"/>`,
    beam(between(rand, -420, -120)),
    beam(between(rand, 120, 420)),
    `<rect x="${fixed(x - 40)}" y="${fixed(y - 22)}" width="80" height="44" rx="5" fill="#0b1020"/>`,
    `<g fill="#fffbe8">${lamps.join('')}</g>`,
  ].join('');
}

/** Match night: a dark sky over floodlit stands full of the home colours, the pitch below. */
export function stadiumNight(rand: Rand, w: number, h: number, home: Palette): Drawing {
  const hue = between(rand, 200, 280);
  const sky = linear('sky', [[0, hslToHex(hue, 0.6, 0.07)], [1, hslToHex(hue + 25, 0.5, 0.24)]]);
  const defs = [
    sky,
    radial('halo', [[0, '#fff6d5', 0.85], [0.3, '#ffe9a8', 0.35], [1, '#ffe9a8', 0]]),
    linear('beam', [[0, '#fff7dc', 0.28], [1, '#fff7dc', 0]]),
  ].join('');
  const standTop = h * between(rand, 0.3, 0.4);
  const pitchTop = h * between(rand, 0.6, 0.68);
  const masts = 2 + Math.floor(rand() * 3);
  const crowd = [home.primary, home.secondary, tint(home.primary, 0.3), '#e5e7eb', '#1f2937'];
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    dots(rand, 50, { x: 0, y: 0, w, h: standTop * 0.8 }, ['#ffffff', '#dbeafe'], [0.5, 1.5]),
    `<path d="M0 ${fixed(standTop)} Q${fixed(w / 2)} ${fixed(standTop - h * 0.1)} ${w} ${fixed(standTop)} V${fixed(standTop + 12)} H0Z" fill="#070b18"/>`,
    stands(rand, w, standTop + 10, pitchTop, crowd),
    pitch(rand, w, h, pitchTop),
    ...Array.from({ length: masts }, (_, i) => floodlight(rand, (w * (i + 0.5)) / masts + between(rand, -40, 40), standTop - h * between(rand, 0.12, 0.2), standTop + 10, h)),
  ].join('');
  return doc(w, h, defs, body);
}

/** The stadium's front below the roof: lit arches of the concourse, and fans queuing at the gates. */
function arches(rand: Rand, w: number, h: number, top: number): string {
  const count = 9;
  const span = w / count;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = i * span + span * 0.2;
    const aw = span * 0.6;
    const ah = (h - top) * 0.45;
    out.push(`<path d="M${fixed(x)} ${fixed(top + ah)} V${fixed(top + aw / 2)} A${fixed(aw / 2)} ${fixed(aw / 2)} 0 0 1 ${fixed(x + aw)} ${fixed(top + aw / 2)} V${fixed(top + ah)}Z" fill="#ffcf7a" fill-opacity="${fixed(between(rand, 0.55, 0.9))}"/>`);
  }
  const ground = top + (h - top) * 0.45;
  out.push(`<rect x="0" y="${fixed(ground)}" width="${w}" height="${fixed(h - ground)}" fill="#120d18"/>`);
  for (let i = 0; i < 26; i++) {
    const x = rand() * w;
    const s = between(rand, 0.8, 1.3) * (h - ground) * 0.18;
    const y = ground + between(rand, 0.25, 0.8) * (h - ground);
    out.push(`<circle cx="${fixed(x)}" cy="${fixed(y - s * 1.9)}" r="${fixed(s * 0.45)}" fill="#07050b"/><rect x="${fixed(x - s * 0.55)}" y="${fixed(y - s * 1.45)}" width="${fixed(s * 1.1)}" height="${fixed(s * 1.45)}" rx="${fixed(s * 0.4)}" fill="#07050b"/>`);
  }
  return out.join('');
}

/** Before kick-off: a sunset over the stadium roof, club flags on the rim, birds heading home. */
export function matchdaySky(rand: Rand, w: number, h: number, team: Palette): Drawing {
  const hue = pick(rand, [12, 24, 340, 300, 200]);
  const defs = [
    linear('dusk', [[0, hslToHex(hue + 220, 0.45, 0.28)], [0.55, hslToHex(hue, 0.75, 0.6)], [1, hslToHex(hue + 30, 0.9, 0.75)]]),
    radial('sun', [[0, '#fff3c4', 1], [0.4, '#ffd27a', 0.8], [1, '#ff9f5a', 0]]),
  ].join('');
  const roofY = h * between(rand, 0.66, 0.74);
  // The roof is a quadratic arc rising 6% of the height at its middle: where it is at x.
  const roofAt = (x: number) => roofY - 0.24 * h * (x / w) * (1 - x / w);
  const sunX = w * between(rand, 0.2, 0.8);
  const clouds = Array.from({ length: 6 }, () => {
    const cx = rand() * w;
    const cy = h * between(rand, 0.1, 0.5);
    return `<ellipse cx="${fixed(cx)}" cy="${fixed(cy)}" rx="${fixed(between(rand, 80, 220))}" ry="${fixed(between(rand, 10, 26))}" fill="#fff" fill-opacity="${fixed(between(rand, 0.12, 0.3))}"/>`;
  }).join('');
  const flags = Array.from({ length: 7 }, (_, i) => {
    const x = (w * (i + 0.5)) / 7;
    const y = roofAt(x) + 2;
    const wave = between(rand, -6, 6);
    const colour = i % 2 ? team.primary : team.secondary;
    return `<line x1="${fixed(x)}" y1="${fixed(y)}" x2="${fixed(x)}" y2="${fixed(y - 70)}" stroke="#1a1423" stroke-width="3"/><path d="M${fixed(x)} ${fixed(y - 70)} q20 ${fixed(wave)} 42 0 v26 q-22 ${fixed(-wave)} -42 0Z" fill="${colour}"/>`;
  }).join('');
  const birds = Array.from({ length: 5 }, () => {
    const x = rand() * w;
    const y = h * between(rand, 0.15, 0.4);
    const s = between(rand, 6, 12);
    return `<path d="M${fixed(x - s)} ${fixed(y)} q${fixed(s / 2)} ${fixed(-s / 2)} ${fixed(s)} 0 q${fixed(s / 2)} ${fixed(-s / 2)} ${fixed(s)} 0" fill="none" stroke="#1a1423" stroke-width="2"/>`;
  }).join('');
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#dusk)"/>`,
    `<circle cx="${fixed(sunX)}" cy="${fixed(roofY - h * 0.08)}" r="${fixed(h * 0.35)}" fill="url(#sun)"/>`,
    clouds,
    birds,
    `<path d="M0 ${fixed(roofY)} Q${fixed(w / 2)} ${fixed(roofY - h * 0.12)} ${w} ${fixed(roofY)} V${h} H0Z" fill="#1a1423"/>`,
    `<path d="M0 ${fixed(roofY + 18)} Q${fixed(w / 2)} ${fixed(roofY - h * 0.1 + 18)} ${w} ${fixed(roofY + 18)}" stroke="${team.primary}" stroke-width="6" fill="none" stroke-opacity="0.8"/>`,
    flags,
    arches(rand, w, h, roofY + 40),
  ].join('');
  return doc(w, h, defs, body);
}
