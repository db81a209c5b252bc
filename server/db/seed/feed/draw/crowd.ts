import { between, doc, dots, fixed, linear, radial, tint, type Drawing, type Palette, type Rand } from './svg';

/** One supporter seen from behind: head, shoulders, and now and then an arm raised with a scarf. */
function supporter(rand: Rand, x: number, y: number, s: number, shade: string, team: Palette): string {
  const parts = [
    `<rect x="${fixed(x - s * 0.62)}" y="${fixed(y - s * 0.2)}" width="${fixed(s * 1.24)}" height="${fixed(s * 1.6)}" rx="${fixed(s * 0.45)}" fill="${shade}"/>`,
    `<circle cx="${fixed(x)}" cy="${fixed(y - s * 0.55)}" r="${fixed(s * 0.4)}" fill="${shade}"/>`,
  ];
  const roll = rand();
  if (roll < 0.28) {
    const side = rand() < 0.5 ? -1 : 1;
    const hx = x + side * s * between(rand, 0.5, 0.9);
    const hy = y - s * between(rand, 1.4, 1.9);
    parts.push(`<line x1="${fixed(x + side * s * 0.45)}" y1="${fixed(y - s * 0.05)}" x2="${fixed(hx)}" y2="${fixed(hy)}" stroke="${shade}" stroke-width="${fixed(s * 0.22)}" stroke-linecap="round"/>`);
    if (roll < 0.16) {
      // A scarf held up between both hands: stripes of the club's two colours.
      const len = s * 2.2;
      const stripes = Array.from({ length: 6 }, (_, i) => `<rect x="${fixed(hx + (side * len * i) / 6 - (side < 0 ? len / 6 : 0))}" y="${fixed(hy - s * 0.18)}" width="${fixed(len / 6)}" height="${fixed(s * 0.36)}" fill="${i % 2 ? team.secondary : team.primary}"/>`);
      parts.push(stripes.join(''));
    }
  }
  return parts.join('');
}

/** Behind the goal: rows of fans from behind, scarves up, a flare's red glow and smoke over the stand. */
export function crowd(rand: Rand, w: number, h: number, team: Palette): Drawing {
  const flareX = w * between(rand, 0.15, 0.85);
  const defs = [
    linear('stand', [[0, tint(team.primary, -0.55)], [1, '#0a0a12']]),
    radial('flare', [[0, '#ffe1b0', 0.95], [0.2, '#ff5a36', 0.7], [1, '#ff2d1a', 0]]),
    radial('smoke', [[0, '#d8d2e0', 0.35], [1, '#d8d2e0', 0]]),
  ].join('');
  const rows: string[] = [];
  const rowCount = 5;
  for (let r = 0; r < rowCount; r++) {
    const s = h * (0.05 + r * 0.028);
    const y = h * 0.42 + r * h * 0.13;
    const shade = tint('#1a1420', -r * 0.12);
    for (let x = -s + (r % 2) * s * 0.7; x < w + s; x += s * between(rand, 1.25, 1.6)) rows.push(supporter(rand, x, y + between(rand, -s * 0.2, s * 0.2), s, shade, team));
  }
  const banner = `<rect x="${fixed(w * 0.1)}" y="${fixed(h * 0.18)}" width="${fixed(w * 0.8)}" height="${fixed(h * 0.1)}" fill="${team.primary}"/><rect x="${fixed(w * 0.1)}" y="${fixed(h * 0.255)}" width="${fixed(w * 0.8)}" height="${fixed(h * 0.025)}" fill="${team.secondary}"/>`;
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#stand)"/>`,
    dots(rand, Math.round(w / 5), { x: 0, y: 0, w, h: h * 0.18 }, [tint(team.primary, 0.2), team.secondary, '#cbd5e1', '#334155'], [2, 4]),
    banner,
    dots(rand, Math.round(w / 6), { x: 0, y: h * 0.28, w, h: h * 0.2 }, [tint(team.primary, 0.1), team.secondary, '#94a3b8'], [2.5, 5]),
    `<ellipse cx="${fixed(flareX)}" cy="${fixed(h * 0.3)}" rx="${fixed(w * 0.3)}" ry="${fixed(h * 0.35)}" fill="url(#flare)"/>`,
    `<ellipse cx="${fixed(flareX + w * 0.1)}" cy="${fixed(h * 0.12)}" rx="${fixed(w * 0.35)}" ry="${fixed(h * 0.2)}" fill="url(#smoke)"/>`,
    dots(rand, 30, { x: 0, y: 0, w, h: h * 0.5 }, [team.secondary, '#ffffff', team.primary], [2, 5]),
    rows.join(''),
  ].join('');
  return doc(w, h, defs, body);
}
