import { hslToHex } from '../colour';
import { between, blurFilter, canvas, fixed, glow, H, linear, radial, W, type Rand } from './shared';

const BASE = 520;

/** A dim pitch seen from the stand, only its markings catching the light. */
function pitch(): string {
  const top = 360;
  const lines = `stroke="#fff" stroke-opacity="0.12" stroke-width="3" fill="none"`;
  return [
    `<polygon points="120,${top} ${W - 120},${top} ${W + 260},${H} -260,${H}" fill="url(#grass)"/>`,
    `<polygon points="120,${top} ${W - 120},${top} ${W + 260},${H} -260,${H}" ${lines}/>`,
    `<line x1="${W / 2}" y1="${top}" x2="${W / 2}" y2="${H}" ${lines}/>`,
    `<ellipse cx="${W / 2}" cy="${top + 110}" rx="210" ry="48" ${lines}/>`,
    `<polygon points="${W - 330},${top} ${W - 160},${top} ${W - 40},${top + 90} ${W - 300},${top + 90}" ${lines}/>`,
  ].join('');
}

/** A tactical run drawn on the pitch: a dashed curve ending in an arrowhead, starting from a player marker. */
function run(x: number, y: number, dx: number, dy: number, colour: string): string {
  const ex = x + dx;
  const ey = y + dy;
  const a = Math.atan2(dy * 0.4, dx);
  const head = (s: number) => `${fixed(ex - 22 * Math.cos(a + s))},${fixed(ey - 22 * Math.sin(a + s))}`;
  return [
    `<circle cx="${x}" cy="${y}" r="13" fill="none" stroke="${colour}" stroke-width="4" stroke-opacity="0.6"/>`,
    `<path d="M${x + 16},${y - 4} Q${fixed(x + dx * 0.5)},${fixed(y + dy - 60)} ${fixed(ex)},${fixed(ey)}" fill="none" stroke="${colour}" stroke-opacity="0.55" stroke-width="4" stroke-dasharray="14 12"/>`,
    `<polyline points="${head(-0.5)} ${fixed(ex)},${fixed(ey)} ${head(0.5)}" fill="none" stroke="${colour}" stroke-opacity="0.7" stroke-width="4" stroke-linecap="round"/>`,
  ].join('');
}

/** A rising line chart with an area fill, bars behind and a lit final point. */
function chart(rand: Rand, accent: string, up: string): string {
  const xs = Array.from({ length: 9 }, (_, i) => 600 + i * 115);
  let level = 0;
  const ys = xs.map((_, i) => {
    level += i === 0 ? 0 : between(rand, -0.35, 1);
    return BASE - 90 - Math.max(0, level) * 40 - i * 12;
  });
  const top = Math.min(...ys);
  const scaled = ys.map((y) => BASE - 90 - ((BASE - 90 - y) / (BASE - 90 - top)) * 300);
  const pts = xs.map((x, i) => `${x},${fixed(scaled[i] ?? BASE)}`);
  const lastX = xs[xs.length - 1] ?? W;
  const lastY = scaled[scaled.length - 1] ?? BASE;
  const bars = xs
    .map((x, i) => `<rect x="${x - 26}" y="${fixed((scaled[i] ?? BASE) + 50)}" width="52" height="${fixed(BASE - (scaled[i] ?? BASE) - 50)}" rx="6"/>`)
    .join('');
  const grid = [140, 240, 340, 440].map((y) => `<line x1="560" y1="${y}" x2="${W - 40}" y2="${y}"/>`).join('');
  return [
    `<g stroke="#fff" stroke-opacity="0.08" stroke-width="2" stroke-dasharray="6 10">${grid}</g>`,
    `<g fill="url(#bar)">${bars}</g>`,
    `<polygon points="${xs[0]},${BASE} ${pts.join(' ')} ${lastX},${BASE}" fill="url(#area)"/>`,
    `<polyline points="${pts.join(' ')}" fill="none" stroke="${accent}" stroke-width="14" stroke-linejoin="round" filter="url(#soft)" opacity="0.7"/>`,
    `<polyline points="${pts.join(' ')}" fill="none" stroke="${accent}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`,
    pts.slice(0, -1).map((p) => {
      const [x, y] = p.split(',');
      return `<circle cx="${x}" cy="${y}" r="8" fill="#0b1220" stroke="${accent}" stroke-width="4"/>`;
    }).join(''),
    glow(lastX, lastY, 90, 'spot'),
    `<circle cx="${lastX}" cy="${fixed(lastY)}" r="16" fill="${up}"/>`,
    `<path d="M${lastX},${fixed(lastY - 78)} l-26,34 h16 v26 h20 v-26 h16Z" fill="${up}"/>`,
  ].join('');
}

/** Expert tips: a rising chart with analysis lines over a dim pitch. */
export function tips(rand: Rand): string {
  const hue = between(rand, 170, 250);
  const accent = hslToHex(hue - between(rand, 0, 40), 0.9, 0.62);
  const up = hslToHex(between(rand, 40, 140), 0.9, 0.6);
  const defs = [
    linear('bg', [[0, hslToHex(hue, 0.55, 0.08)], [0.6, hslToHex(hue, 0.5, 0.16)], [1, hslToHex(hue, 0.5, 0.1)]]),
    linear('grass', [[0, hslToHex(140, 0.35, 0.12)], [1, hslToHex(145, 0.4, 0.2)]]),
    linear('area', [[0, accent, 0.45], [1, accent, 0]]),
    linear('bar', [[0, '#fff', 0.1], [1, '#fff', 0.02]]),
    radial('spot', [[0, up, 0.7], [1, up, 0]]),
    radial('halo', [[0, accent, 0.3], [1, accent, 0]]),
    blurFilter('soft', 8),
  ].join('');
  return canvas(
    defs,
    [
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
      pitch(),
      glow(1150, 250, 560, 'halo', 300),
      run(880, 520, 220, -40, '#fff'),
      run(1250, 560, 180, -70, '#fff'),
      chart(rand, accent, up),
    ].join(''),
  );
}
