import { ODDS_MARKET } from '@/lib/domain/odds-movement';

/**
 * The market's own opinion of a fixture before kick-off, on top of the teams' strength: money and
 * news move a real line for two days, so the simulated one wanders too. `edge` shifts the home
 * side's expected goals against the away side's (log scale), `goals` both together.
 */
export interface MarketDrift {
  edge: number;
  goals: number;
}

export const NO_DRIFT: MarketDrift = { edge: 0, goals: 0 };

const STEPS = ODDS_MARKET.openingMs / ODDS_MARKET.stepMs;

/**
 * Spread of each component: a steady lean over the whole period (`trend`) plus an hourly random
 * walk (`step`). Tuned so a 1X2 price around 2.5 typically ends 0.05–0.4 from where it opened while
 * an hour rarely moves it by more than a few cents.
 */
const SPREAD = {
  edge: { trend: 0.06, step: 0.009 },
  goals: { trend: 0.04, step: 0.005 },
} as const;

/** A repeatable number in [0, 1): FNV-1a over the parts, then a full avalanche so neighbours are unrelated. */
export function uniform(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join(':')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 0x1_0000_0000;
}

/** Roughly standard normal (sum of three uniforms), bounded to ±3 so no single step is a shock. */
export function gaussian(...parts: number[]): number {
  return (uniform(...parts, 1) + uniform(...parts, 2) + uniform(...parts, 3) - 1.5) * 2;
}

/** Salt that keeps the drift's draws apart from any other use of the same fixture id. */
const SALT = 48_611;

function component(fixtureId: number, which: 0 | 1, x: number): number {
  const spread = which === 0 ? SPREAD.edge : SPREAD.goals;
  const whole = Math.floor(x);
  let walk = 0;
  for (let k = 1; k <= whole; k += 1) walk += gaussian(SALT, fixtureId, which, k);
  // Between two steps the opinion slides linearly, so five-minute prices follow the hourly path.
  if (whole < STEPS) walk += (x - whole) * gaussian(SALT, fixtureId, which, whole + 1);
  return gaussian(SALT, fixtureId, which, 0) * spread.trend * (x / STEPS) + walk * spread.step;
}

/**
 * The opinion at `at` for a fixture kicking off at `startTime`: zero at the opening (and before it),
 * fixed from kick-off on, so the closing line is the opinion the live market starts from.
 */
export function marketDrift(fixtureId: number, startTime: number, at: number): MarketDrift {
  const opening = startTime - ODDS_MARKET.openingMs;
  const x = Math.min(STEPS, Math.max(0, (at - opening) / ODDS_MARKET.stepMs));
  return { edge: component(fixtureId, 0, x), goals: component(fixtureId, 1, x) };
}
