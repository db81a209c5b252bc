import { inkOn } from '@/server/media/colour';
import { between, bokeh, doc, fitSize, fixed, linear, pick, text, tint, type Drawing, type Palette, type Rand } from './svg';

/** One side of a match as pictures print it. */
export interface Side {
  name: string;
  short: string;
  palette: Palette;
}

/** The stadium's big screen at the final whistle: both sides, the score, "FT", LED dots over it all. */
export function scoreboard(rand: Rand, w: number, h: number, home: Side, away: Side, score: [number, number], league: string): Drawing {
  const led = `<pattern id="led" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 0H6V6H0Z M3 0.8A2.2 2.2 0 1 0 3 5.2A2.2 2.2 0 1 0 3 0.8Z" fill="#000" fill-opacity="0.3" fill-rule="evenodd"/></pattern>`;
  const defs = linear('night', [[0, '#05070f'], [1, '#1a2238']]) + led;
  const bx = w * 0.08;
  const by = h * 0.16;
  const bw = w * 0.84;
  const bh = h * 0.6;
  const row = (side: Side, goals: number, i: number) => {
    const y = by + bh * (0.3 + i * 0.34);
    return [
      `<rect x="${fixed(bx + 30)}" y="${fixed(y - bh * 0.13)}" width="${fixed(bh * 0.08)}" height="${fixed(bh * 0.24)}" fill="${side.palette.primary}"/>`,
      `<rect x="${fixed(bx + 30 + bh * 0.08)}" y="${fixed(y - bh * 0.13)}" width="${fixed(bh * 0.04)}" height="${fixed(bh * 0.24)}" fill="${side.palette.secondary}"/>`,
      text(bx + 60 + bh * 0.12, y + bh * 0.07, side.name.toUpperCase(), { size: fitSize(side.name, bw * 0.58, bh * 0.2), fill: '#f8fafc', anchor: 'start' }),
      text(bx + bw - 60, y + bh * 0.09, String(goals), { size: bh * 0.28, fill: '#fde047', anchor: 'end', weight: 800 }),
    ].join('');
  };
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#night)"/>`,
    bokeh(rand, 18, '#fef3c7', { x0: 0, x1: w, y0: 0, y1: h }),
    `<rect x="${fixed(bx - 16)}" y="${fixed(by - 16)}" width="${fixed(bw + 32)}" height="${fixed(bh + 32)}" rx="10" fill="#111827"/>`,
    `<rect x="${fixed(bx)}" y="${fixed(by)}" width="${fixed(bw)}" height="${fixed(bh)}" fill="#020617"/>`,
    text(bx + 30, by + bh * 0.12, league.toUpperCase(), { size: bh * 0.07, fill: '#93c5fd', anchor: 'start', spacing: 3 }),
    text(bx + bw - 30, by + bh * 0.12, 'FT', { size: bh * 0.09, fill: '#f87171', anchor: 'end', weight: 800 }),
    row(home, score[0], 0),
    row(away, score[1], 1),
    `<rect x="${fixed(bx)}" y="${fixed(by)}" width="${fixed(bw)}" height="${fixed(bh)}" fill="url(#led)"/>`,
    `<rect x="${fixed(w * 0.3)}" y="${fixed(by + bh + 16)}" width="${fixed(w * 0.05)}" height="${fixed(h - by - bh)}" fill="#0b0f1c"/>`,
    `<rect x="${fixed(w * 0.65)}" y="${fixed(by + bh + 16)}" width="${fixed(w * 0.05)}" height="${fixed(h - by - bh)}" fill="#0b0f1c"/>`,
  ].join('');
  return doc(w, h, defs, body);
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** Kick-off as a ticket prints it, in Vietnam's time (UTC+7, no summer time): "SAT 28 NOV 2026 · 19:15". */
export function ticketDate(at: number): string {
  const d = new Date(at + 7 * 3_600_000);
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} · ${hh}:${mm}`;
}

/** A match ticket on a table, a little askew: the fixture, the date, gate, block, row and seat, a barcode stub. */
export function ticket(rand: Rand, w: number, h: number, home: Side, away: Side, league: string, kickoff: number, venue: string): Drawing {
  const tw = w * 0.78;
  const th = h * 0.5;
  const stub = tw * 0.24;
  const head = home.palette.primary;
  const defs = linear('table', [[0, tint(pick(rand, ['#3f2a1d', '#1f2937', '#334155']), 0.05)], [1, '#0b0b0f']]) + linear('band', [[0, head], [1, tint(head, -0.35)]], false);
  const bars = Array.from({ length: 34 }, (_, i) => `<rect x="${fixed(tw - stub + 24 + i * ((stub - 48) / 34))}" y="${fixed(th * 0.5)}" width="${fixed(between(rand, 1.5, 4.5))}" height="${fixed(th * 0.32)}" fill="#111827"/>`).join('');
  const field = (x: number, label: string, value: string) => `${text(x, th * 0.7, label, { size: th * 0.05, fill: '#6b7280', anchor: 'start', weight: 600 })}${text(x, th * 0.82, value, { size: th * 0.09, fill: '#111827', anchor: 'start', weight: 800 })}`;
  const title = `${home.name} v ${away.name}`.toUpperCase();
  const seat = { gate: String(1 + Math.floor(rand() * 12)), block: pick(rand, ['A', 'B', 'C', 'D', 'E', 'N', 'S']) + String(100 + Math.floor(rand() * 40)), row: String(1 + Math.floor(rand() * 30)), seat: String(1 + Math.floor(rand() * 40)) };
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#table)"/>`,
    `<g transform="translate(${fixed((w - tw) / 2)} ${fixed((h - th) / 2)}) rotate(${fixed(between(rand, -7, 7))} ${fixed(tw / 2)} ${fixed(th / 2)})">`,
    `<rect x="12" y="16" width="${fixed(tw)}" height="${fixed(th)}" rx="18" fill="#000" fill-opacity="0.4"/>`,
    `<rect width="${fixed(tw)}" height="${fixed(th)}" rx="18" fill="#fbf7ee"/>`,
    `<path d="M0 18 A18 18 0 0 1 18 0 H${fixed(tw - stub)} V${fixed(th * 0.3)} H0Z" fill="url(#band)"/>`,
    text(30, th * 0.13, league.toUpperCase(), { size: th * 0.06, fill: inkOn(head), anchor: 'start', spacing: 2, opacity: 0.85 }),
    text(30, th * 0.245, title, { size: fitSize(title, tw - stub - 60, th * 0.1), fill: inkOn(head), anchor: 'start', weight: 800 }),
    text(30, th * 0.43, ticketDate(kickoff), { size: th * 0.075, fill: '#111827', anchor: 'start' }),
    text(30, th * 0.54, venue, { size: fitSize(venue, tw - stub - 60, th * 0.06), fill: '#4b5563', anchor: 'start', weight: 600 }),
    field(30, 'GATE', seat.gate),
    field(30 + (tw - stub) * 0.22, 'BLOCK', seat.block),
    field(30 + (tw - stub) * 0.47, 'ROW', seat.row),
    field(30 + (tw - stub) * 0.68, 'SEAT', seat.seat),
    `<line x1="${fixed(tw - stub)}" y1="10" x2="${fixed(tw - stub)}" y2="${fixed(th - 10)}" stroke="#9ca3af" stroke-width="3" stroke-dasharray="10 8"/>`,
    text(tw - stub / 2, th * 0.22, 'ADMIT ONE', { size: th * 0.055, fill: '#374151', spacing: 2 }),
    text(tw - stub / 2, th * 0.38, `${seat.block}-${seat.row}-${seat.seat}`, { size: th * 0.065, fill: '#111827', weight: 800 }),
    bars,
    `</g>`,
  ].join('');
  return doc(w, h, defs, body);
}
