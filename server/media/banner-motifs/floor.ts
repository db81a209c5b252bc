import { fixed, H, W } from './shared';

/**
 * A playing surface seen from the stands: court coordinates (u across from -1 to 1, v from the far
 * end at 0 to the near end at 1) projected onto a trapezoid that widens towards the viewer.
 */
export interface Floor {
  top: number;
  bottom: number;
  topHalf: number;
  bottomHalf: number;
  cx: number;
}

export const FLOOR: Floor = { top: 330, bottom: H + 40, topHalf: 330, bottomHalf: 760, cx: W / 2 };

export function at(f: Floor, u: number, v: number): [number, number] {
  // Depth is squeezed towards the far end, as a real perspective does.
  const d = v * v * 0.35 + v * 0.65;
  const half = f.topHalf + (f.bottomHalf - f.topHalf) * d;
  return [f.cx + u * half, f.top + (f.bottom - f.top) * d];
}

const pt = (p: [number, number]) => `${fixed(p[0])},${fixed(p[1])}`;

/** A filled quadrilateral of the surface between (u0, v0) and (u1, v1). */
export function area(f: Floor, u0: number, v0: number, u1: number, v1: number, fill: string, extra = ''): string {
  return `<polygon points="${[at(f, u0, v0), at(f, u1, v0), at(f, u1, v1), at(f, u0, v1)].map(pt).join(' ')}" fill="${fill}"${extra}/>`;
}

/** A painted line on the surface. */
export function mark(f: Floor, u0: number, v0: number, u1: number, v1: number): string {
  const [x1, y1] = at(f, u0, v0);
  const [x2, y2] = at(f, u1, v1);
  return `<line x1="${fixed(x1)}" y1="${fixed(y1)}" x2="${fixed(x2)}" y2="${fixed(y2)}"/>`;
}

/** A painted arc (or circle) on the surface around (u, v), radii in court units, angles in degrees. */
export function arc(f: Floor, u: number, v: number, ru: number, rv: number, from = 0, to = 360): string {
  const steps = 28;
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return pt(at(f, u + ru * Math.cos(a), v + rv * Math.sin(a)));
  });
  return `<polyline points="${points.join(' ')}" fill="none"/>`;
}

/** Arena darkness above the surface with a row of roof lights and their soft glow. */
export function arenaLights(count: number, y: number, colour: string): string {
  return Array.from({ length: count }, (_, i) => {
    const x = W * (0.12 + (0.76 * i) / Math.max(1, count - 1));
    return `<ellipse cx="${fixed(x)}" cy="${y}" rx="120" ry="60" fill="url(#roofGlow)"/><rect x="${fixed(x - 26)}" y="${y - 6}" width="52" height="12" rx="6" fill="${colour}"/>`;
  }).join('');
}

/** Stands: rows of faint seats between the roof and the surface. */
export function stands(top: number, bottom: number, colour: string): string {
  const rows = Math.floor((bottom - top) / 16);
  return `<g fill="${colour}">${Array.from({ length: rows }, (_, r) =>
    `<rect x="0" y="${top + r * 16}" width="${W}" height="9" fill-opacity="${fixed(0.05 + 0.1 * (r / rows))}"/>`).join('')}</g>`;
}

/** A net's mesh from x0 to x1 and top to bottom: `columns` upright strings and `rows` cords `rowGap` apart. */
export function netMesh(x0: number, x1: number, top: number, bottom: number, grid: { columns: number; rows: number; rowGap: number }, stroke: string): string {
  const mesh = Array.from({ length: grid.columns }, (_, i) => {
    const x = x0 + ((x1 - x0) * i) / (grid.columns - 1);
    return `<line x1="${fixed(x)}" y1="${fixed(top)}" x2="${fixed(x)}" y2="${fixed(bottom)}"/>`;
  }).join('');
  const cords = Array.from({ length: grid.rows }, (_, i) => `<line x1="${fixed(x0)}" y1="${fixed(top + i * grid.rowGap)}" x2="${fixed(x1)}" y2="${fixed(top + i * grid.rowGap)}"/>`).join('');
  return `<g ${stroke}>${mesh}${cords}</g>`;
}
