import type { BookmakerOdds } from '@/lib/contract/room';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { NO_DRIFT, uniform, type MarketDrift } from './odds-drift';

/**
 * A small, deterministic odds model (information only). Football uses independent Poisson goals;
 * other sports a normal approximation of margin and total. Prices follow the teams' strength, the
 * market's drifting opinion before kick-off (odds-drift), each bookmaker's own slight lean and, while
 * live, the score, the clock and sendings-off.
 */
export const ODDS_BUCKET_MS = 5 * 60_000;

export interface OddsInput {
  fixtureId: number;
  liveModeId: number;
  /** Index of the time bucket (`floor(now / ODDS_BUCKET_MS)`). */
  bucket: number;
  /** Each team's strength in [-1, 1] (0 = average), from recent results. */
  homeStrength: number;
  awayStrength: number;
  /** The market's opinion on top of strength; none when left out. */
  drift?: MarketDrift;
  /** Set while the match is live; `reds` counts each side's players sent off. */
  live: { homeScore: number; awayScore: number; elapsed: number; reds?: Readonly<Record<'home' | 'away', number>> } | null;
}

/** Share of its expected goals a side keeps per player sent off, and what the other side gains. */
const RED_CARD = { carded: 0.7, opponent: 1.12 } as const;

/**
 * Bookmakers broadly agree: each leans a little its own way for the whole fixture (`lean`) and
 * flickers a little from one time bucket to the next (`flicker`), both in the drift's units.
 */
const BOOK_SPREAD = { lean: 0.04, flicker: 0.01 } as const;

interface SportProfile {
  /** Expected total points/goals of a whole match, and its spread (normal model). */
  total: number;
  totalSd: number;
  marginSd: number;
  /** Margin the stronger side gains per unit of strength difference. */
  edge: number;
  homeAdvantage: number;
}

const PROFILES: Readonly<Record<number, SportProfile>> = {
  [LIVE_MODE.basketball]: { total: 160, totalSd: 16, marginSd: 12, edge: 9, homeAdvantage: 2.5 },
  [LIVE_MODE.tennis]: { total: 22, totalSd: 4, marginSd: 4, edge: 3, homeAdvantage: 0 },
  [LIVE_MODE.volleyball]: { total: 4, totalSd: 0.8, marginSd: 1.6, edge: 1.2, homeAdvantage: 0.2 },
  [LIVE_MODE.esport]: { total: 2.5, totalSd: 0.6, marginSd: 1.4, edge: 1, homeAdvantage: 0 },
};
const GENERIC: SportProfile = { total: 10, totalSd: 3, marginSd: 4, edge: 3, homeAdvantage: 0.5 };

export const BOOKMAKERS = [
  { name: 'Sao Bắc Odds', margin: 0.05 },
  { name: 'Lotus Line', margin: 0.06 },
  { name: 'Jade Board', margin: 0.075 },
] as const;

export function hasDraw(liveModeId: number): boolean {
  return liveModeId === LIVE_MODE.football;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function normalCdf(x: number): number {
  // Abramowitz–Stegun 7.1.26 via erf.
  const t = 1 / (1 + 0.3275911 * Math.abs(x) / Math.SQRT2);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

function poisson(lambda: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k += 1) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

interface Probabilities {
  home: number;
  draw: number;
  away: number;
  /** P(final margin home − away + line > 0) for a handicap line on home. */
  cover: (line: number) => number;
  /** P(final total > line). */
  over: (line: number) => number;
  expectedMargin: number;
  expectedTotal: number;
}

const MAX_GOALS = 12;

function footballProbabilities(input: OddsInput, jitter: number, goals: number): Probabilities {
  const remaining = input.live ? clamp(1 - input.live.elapsed, 0, 1) : 1;
  const diff = input.homeStrength - input.awayStrength;
  const reds = input.live?.reds ?? { home: 0, away: 0 };
  const down = (own: number, other: number) => RED_CARD.carded ** own * RED_CARD.opponent ** other;
  const lh = 1.45 * Math.exp(0.35 * diff + jitter + goals) * remaining * down(reds.home, reds.away);
  const la = 1.15 * Math.exp(-0.35 * diff - jitter + goals) * remaining * down(reds.away, reds.home);
  const [h0, a0] = input.live ? [input.live.homeScore, input.live.awayScore] : [0, 0];
  const ph = poisson(lh, MAX_GOALS);
  const pa = poisson(la, MAX_GOALS);
  const cells: { margin: number; total: number; p: number }[] = [];
  ph.forEach((p1, i) => pa.forEach((p2, j) => cells.push({ margin: h0 + i - (a0 + j), total: h0 + a0 + i + j, p: p1 * p2 })));
  const sum = (pred: (c: { margin: number; total: number }) => boolean) => cells.reduce((s, c) => (pred(c) ? s + c.p : s), 0);
  return {
    home: sum((c) => c.margin > 0),
    draw: sum((c) => c.margin === 0),
    away: sum((c) => c.margin < 0),
    cover: (line) => sum((c) => c.margin + line > 0),
    over: (line) => sum((c) => c.total > line),
    expectedMargin: h0 - a0 + lh - la,
    expectedTotal: h0 + a0 + lh + la,
  };
}

function normalProbabilities(input: OddsInput, jitter: number, goals: number): Probabilities {
  const s = PROFILES[input.liveModeId] ?? GENERIC;
  const remaining = input.live ? clamp(1 - input.live.elapsed, 0.02, 1) : 1;
  const lead = input.live ? input.live.homeScore - input.live.awayScore : 0;
  const sofar = input.live ? input.live.homeScore + input.live.awayScore : 0;
  const mu = lead + (s.homeAdvantage + s.edge * (input.homeStrength - input.awayStrength + jitter)) * remaining;
  const sd = s.marginSd * Math.sqrt(remaining);
  const totalMu = Math.max(sofar, sofar + s.total * remaining * Math.exp(goals));
  const totalSd = s.totalSd * Math.sqrt(remaining);
  const home = 1 - normalCdf(-mu / sd);
  return {
    home,
    draw: 0,
    away: 1 - home,
    cover: (line) => 1 - normalCdf(-(mu + line) / sd),
    over: (line) => 1 - normalCdf((line - totalMu) / totalSd),
    expectedMargin: mu,
    expectedTotal: totalMu,
  };
}

/** Decimal price for a probability after the bookmaker's margin, two decimals, never below 1.01. */
export function price(probability: number, margin: number): number {
  const p = clamp(probability, 0.005, 0.995) * (1 + margin);
  return Math.max(1.01, Math.round((1 / p) * 100) / 100);
}

const half = (x: number) => Math.round(x - 0.5) + 0.5;

/** Handicap on home that makes the two sides closest to even, as a half line (no pushes). */
function handicapLine(p: Probabilities): number {
  const centre = -half(p.expectedMargin);
  let best = centre;
  for (const line of [centre - 1, centre, centre + 1]) if (Math.abs(p.cover(line) - 0.5) < Math.abs(p.cover(best) - 0.5)) best = line;
  return best;
}

function totalLine(p: Probabilities): number {
  const centre = half(p.expectedTotal);
  let best = centre;
  for (const line of [centre - 1, centre, centre + 1]) if (line > 0 && Math.abs(p.over(line) - 0.5) < Math.abs(p.over(best) - 0.5)) best = line;
  return best;
}

export function oddsFor(input: OddsInput): BookmakerOdds[] {
  const draws = hasDraw(input.liveModeId);
  const drift = input.drift ?? NO_DRIFT;
  return BOOKMAKERS.map((b, i) => {
    const lean = (uniform(input.fixtureId, i) - 0.5) * BOOK_SPREAD.lean;
    const flicker = (uniform(input.fixtureId, input.bucket, i) - 0.5) * BOOK_SPREAD.flicker;
    const jitter = drift.edge + lean + flicker;
    const p = draws ? footballProbabilities(input, jitter, drift.goals) : normalProbabilities(input, jitter, drift.goals);
    const hLine = handicapLine(p);
    const tLine = totalLine(p);
    const cover = p.cover(hLine);
    const over = p.over(tLine);
    return {
      bookmaker: b.name,
      oneXTwo: { home: price(p.home, b.margin), draw: draws ? price(p.draw, b.margin) : null, away: price(p.away, b.margin) },
      handicap: { line: hLine, home: price(cover, b.margin), away: price(1 - cover, b.margin) },
      overUnder: { line: tLine, over: price(over, b.margin), under: price(1 - over, b.margin) },
    };
  });
}
