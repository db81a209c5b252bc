/** Building blocks shared by the banner motifs: every motif draws on the same wide 16:6 canvas. */

export const W = 1600;
export const H = 600;

export type Rand = () => number;

export function fixed(n: number): string {
  return n.toFixed(1);
}

/** A number in [min, max) from the seeded source. */
export function between(rand: Rand, min: number, max: number): number {
  return min + rand() * (max - min);
}

/** Opens and closes the document; `defs` and `body` are concatenated markup. */
export function canvas(defs: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice">`,
    `<defs>${defs}${SHADE_DEFS}</defs>`,
    body,
    // Pages lay titles over the lower left, so that corner is darkened on every motif.
    `<rect width="${W}" height="${H}" fill="url(#shadeLeft)"/><rect width="${W}" height="${H}" fill="url(#shadeBottom)"/>`,
    `</svg>`,
  ].join('');
}

const SHADE_DEFS = [
  `<linearGradient id="shadeLeft" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.55" stop-color="#000" stop-opacity="0"/></linearGradient>`,
  `<linearGradient id="shadeBottom" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>`,
].join('');

export function linear(id: string, stops: readonly (readonly [number, string, number?])[], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops.map(stopMarkup).join('')}</linearGradient>`;
}

export function radial(id: string, stops: readonly (readonly [number, string, number?])[]): string {
  return `<radialGradient id="${id}">${stops.map(stopMarkup).join('')}</radialGradient>`;
}

function stopMarkup([offset, colour, opacity]: readonly [number, string, number?]): string {
  return `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`;
}

/** A soft blur used for neon and lamp glows. */
export function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}

/** A soft round glow: needs a radial gradient `id` that fades to transparent. */
export function glow(cx: number, cy: number, r: number, id: string, ry = r): string {
  return `<ellipse cx="${fixed(cx)}" cy="${fixed(cy)}" rx="${fixed(r)}" ry="${fixed(ry)}" fill="url(#${id})"/>`;
}

/** Large, faint out-of-focus discs that give a backdrop depth without fine noise. */
export function bokeh(rand: Rand, count: number, colour: string, area: { x0: number; x1: number; y0: number; y1: number }): string {
  return Array.from({ length: count }, () => {
    const r = between(rand, 14, 46);
    return `<circle cx="${fixed(between(rand, area.x0, area.x1))}" cy="${fixed(between(rand, area.y0, area.y1))}" r="${fixed(r)}" fill="${colour}" fill-opacity="${fixed(between(rand, 0.06, 0.16))}"/>`;
  }).join('');
}

/** A four-pointed sparkle centred on (x, y). */
export function sparkle(x: number, y: number, r: number, colour: string, opacity = 0.9): string {
  const k = r * 0.22;
  const d = `M${fixed(x)},${fixed(y - r)} Q${fixed(x + k)},${fixed(y - k)} ${fixed(x + r)},${fixed(y)} Q${fixed(x + k)},${fixed(y + k)} ${fixed(x)},${fixed(y + r)} Q${fixed(x - k)},${fixed(y + k)} ${fixed(x - r)},${fixed(y)} Q${fixed(x - k)},${fixed(y - k)} ${fixed(x)},${fixed(y - r)}Z`;
  return `<path d="${d}" fill="${colour}" fill-opacity="${opacity}"/>`;
}
