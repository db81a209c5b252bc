import { hslToHex } from '../colour';
import { between, canvas, fixed, glow, H, linear, radial, sparkle, W, type Rand } from './shared';

/** A spotlight cone from above the frame onto the cup. */
function cone(fromX: number, toX: number, floor: number): string {
  return `<polygon points="${fixed(fromX - 30)},-10 ${fixed(fromX + 30)},-10 ${fixed(toX + 170)},${floor} ${fixed(toX - 170)},${floor}" fill="url(#cone)"/>`;
}

/** A two-handled cup on a plinth; (cx, rim) is the centre of its rim. */
function cup(cx: number, rim: number): string {
  const bowl = `M${cx - 115},${rim} L${cx + 115},${rim} C${cx + 115},${rim + 140} ${cx + 62},${rim + 185} ${cx},${rim + 190} C${cx - 62},${rim + 185} ${cx - 115},${rim + 140} ${cx - 115},${rim}Z`;
  const handle = (s: 1 | -1) =>
    `<path d="M${cx + s * 108},${rim + 30} C${cx + s * 200},${rim + 20} ${cx + s * 205},${rim + 130} ${cx + s * 70},${rim + 155}" fill="none" stroke="url(#goldV)" stroke-width="18" stroke-linecap="round"/>`;
  const stem = `M${cx - 16},${rim + 186} L${cx + 16},${rim + 186} L${cx + 12},${rim + 240} C${cx + 30},${rim + 250} ${cx + 50},${rim + 262} ${cx + 62},${rim + 280} L${cx - 62},${rim + 280} C${cx - 50},${rim + 262} ${cx - 30},${rim + 250} ${cx - 12},${rim + 240}Z`;
  return [
    `<ellipse cx="${cx}" cy="${rim + 352}" rx="230" ry="22" fill="#000" fill-opacity="0.5"/>`,
    handle(-1),
    handle(1),
    `<path d="${stem}" fill="url(#gold)"/>`,
    `<ellipse cx="${cx}" cy="${rim + 214}" rx="26" ry="10" fill="url(#gold)"/>`,
    `<rect x="${cx - 120}" y="${rim + 280}" width="240" height="70" rx="8" fill="#16110a"/>`,
    `<rect x="${cx - 120}" y="${rim + 280}" width="240" height="70" rx="8" fill="url(#plinth)"/>`,
    `<rect x="${cx - 80}" y="${rim + 304}" width="160" height="22" rx="4" fill="url(#gold)" fill-opacity="0.85"/>`,
    `<path d="${bowl}" fill="url(#gold)"/>`,
    `<ellipse cx="${cx}" cy="${rim}" rx="115" ry="20" fill="#7a520f"/>`,
    `<ellipse cx="${cx}" cy="${rim}" rx="115" ry="20" fill="none" stroke="#ffe9a8" stroke-width="5"/>`,
    `<path d="M${cx - 78},${rim + 30} C${cx - 80},${rim + 100} ${cx - 52},${rim + 150} ${cx - 20},${rim + 168}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="12" stroke-linecap="round"/>`,
    `<polygon points="${cx},${rim + 62} ${cx + 11},${rim + 88} ${cx + 38},${rim + 90} ${cx + 17},${rim + 106} ${cx + 24},${rim + 133} ${cx},${rim + 117} ${cx - 24},${rim + 133} ${cx - 17},${rim + 106} ${cx - 38},${rim + 90} ${cx - 11},${rim + 88}" fill="#fff3c4" fill-opacity="0.75"/>`,
  ].join('');
}

/** Sparkles drifting in the spotlight; few and large so they read as shapes. */
function glints(rand: Rand, colours: readonly string[]): string {
  return Array.from({ length: 9 }, (_, i) =>
    sparkle(between(rand, 760, W - 40), between(rand, 30, 330), between(rand, 8, 16), colours[i % colours.length] ?? '#fff', between(rand, 0.5, 0.9)),
  ).join('');
}

/** League and champions nights: a gold cup on a plinth under converging spotlights. */
export function trophy(rand: Rand): string {
  const hue = Math.floor(rand() * 360);
  const cx = Math.round(between(rand, 1100, 1180));
  const rim = 110;
  const floor = rim + 352;
  const accent = hslToHex(hue, 0.85, 0.6);
  const defs = [
    linear('bg', [[0, hslToHex(hue, 0.6, 0.07)], [1, hslToHex(hue + 20, 0.55, 0.18)]]),
    linear('cone', [[0, '#fffbe6', 0.32], [1, '#fffbe6', 0.02]]),
    linear('gold', [[0, '#6b4a0e'], [0.3, '#f9e08a'], [0.5, '#e6b740'], [0.75, '#a8760f'], [1, '#5a3d08']], false),
    linear('goldV', [[0, '#f9e08a'], [1, '#8a5e10']]),
    linear('plinth', [[0, '#fff', 0.12], [1, '#000', 0.3]]),
    radial('halo', [[0, '#ffe9a8', 0.55], [0.4, accent, 0.2], [1, accent, 0]]),
    radial('pool', [[0, '#fffbe6', 0.35], [1, '#fffbe6', 0]]),
  ].join('');
  return canvas(
    defs,
    [
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
      `<rect y="${floor}" width="${W}" height="${H - floor}" fill="#000" fill-opacity="0.35"/>`,
      cone(cx - 420, cx, floor),
      cone(cx + 400, cx, floor),
      cone(cx + 20, cx, floor),
      glow(cx, rim + 140, 460, 'halo', 320),
      glow(cx, floor, 320, 'pool', 40),
      glints(rand, ['#f9d56e', '#ffffff']),
      cup(cx, rim),
      sparkle(cx - 150, rim + 20, 26, '#fff'),
      sparkle(cx + 170, rim - 40, 20, '#ffe9a8'),
      sparkle(cx + 40, rim - 60, 14, '#fff', 0.8),
    ].join(''),
  );
}
