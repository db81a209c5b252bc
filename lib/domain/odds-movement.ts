import type { MatchEventKind } from './match-events';

/**
 * How a decimal price moved between two readings (information only). Prices are quoted to two
 * decimals, so a change under MOVEMENT_THRESHOLD is rounding noise and reads as steady.
 */
export const MOVEMENT_THRESHOLD = 0.02;

export const MOVEMENTS = ['up', 'down', 'steady'] as const;
export type Movement = (typeof MOVEMENTS)[number];

/** `up` when `current` is higher than `previous` by at least the threshold, `down` when lower, else `steady`. */
export function movementOf(previous: number | null | undefined, current: number | null | undefined, threshold = MOVEMENT_THRESHOLD): Movement {
  if (previous == null || current == null || !Number.isFinite(previous) || !Number.isFinite(current)) return 'steady';
  const delta = current - previous;
  // The epsilon keeps 1.92 → 1.94 (a float difference of 0.0199999…) on the "moved" side.
  if (delta >= threshold - 1e-9) return 'up';
  if (delta <= -threshold + 1e-9) return 'down';
  return 'steady';
}

/** Whether any of two sets of prices differs by at least the threshold (a line change always counts). */
export function pricesMoved(previous: readonly (number | null)[], current: readonly (number | null)[], threshold = MOVEMENT_THRESHOLD): boolean {
  if (previous.length !== current.length) return true;
  return previous.some((p, i) => {
    const c = current[i] ?? null;
    if (p === null || c === null) return p !== c;
    return movementOf(p, c, threshold) !== 'steady';
  });
}

/** Whether a price series ever moved from its first reading (a flat line is not worth a chart). */
export function seriesMoved(values: readonly number[], threshold = MOVEMENT_THRESHOLD): boolean {
  const first = values[0];
  return first !== undefined && values.some((v) => movementOf(first, v, threshold) !== 'steady');
}

export interface PricePoint {
  /** Epoch milliseconds. */
  t: number;
  value: number;
}

/** Opening (first) and current (last) price of a series ordered by time, and how it moved overall. */
export function openingAndCurrent(series: readonly PricePoint[]): { opening: number; current: number; movement: Movement } | null {
  const first = series[0];
  const last = series[series.length - 1];
  if (!first || !last) return null;
  return { opening: first.value, current: last.value, movement: movementOf(first.value, last.value) };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What the odds history keeps (football): which fixtures, how often, how far back, how long. */
export const ODDS_HISTORY = {
  /** Upcoming fixtures get a history from this long before kick-off (and live ones always). */
  horizonMs: 48 * HOUR,
  /** At most one row per bookmaker this often before kick-off… */
  preMatchEveryMs: HOUR,
  /** …and this often while the match is live. */
  liveEveryMs: 5 * MINUTE,
  /** A fixture met for the first time gets hourly rows back to this long before kick-off. */
  backfillMs: 24 * HOUR,
  /** Rows of fixtures that kicked off longer ago than this are deleted. */
  keepMs: 8 * 24 * HOUR,
} as const;

/**
 * How the simulated pre-match market wanders: it opens this long before kick-off and its opinion
 * takes one step per `stepMs`, so the last step lands on kick-off (the closing line).
 */
export const ODDS_MARKET = {
  openingMs: 48 * HOUR,
  stepMs: HOUR,
} as const;

const SECOND = 1_000;

/**
 * How long a live market stays suspended after an event that changes it: a goal while it is checked,
 * a sending-off while the price is rebuilt for ten men. No price is quoted or recorded meanwhile.
 */
export const ODDS_SUSPENSION: Readonly<Partial<Record<MatchEventKind, number>>> = {
  goal: 90 * SECOND,
  'penalty-goal': 90 * SECOND,
  'own-goal': 90 * SECOND,
  red: 90 * SECOND,
  'second-yellow': 90 * SECOND,
};

/** A page showing a suspended market asks again this often, so the lock lifts soon after it ends. */
export const ODDS_SUSPENDED_REFRESH_MS = 15 * SECOND;

/** Events that take a player off: each weakens their side for the rest of the match. */
export const SENDING_OFF_KINDS: readonly MatchEventKind[] = ['red', 'second-yellow'];

export interface TimedEvent {
  kind: string;
  /** Epoch milliseconds. */
  at: number;
}

/** When the suspension covering `now` ends, or null when the market is open. */
export function suspendedUntil(events: readonly TimedEvent[], now: number): number | null {
  let until: number | null = null;
  for (const e of events) {
    const ms = ODDS_SUSPENSION[e.kind as MatchEventKind];
    if (ms === undefined || e.at > now || now >= e.at + ms) continue;
    until = Math.max(until ?? 0, e.at + ms);
  }
  return until;
}

export const isSuspended = (events: readonly TimedEvent[], now: number): boolean => suspendedUntil(events, now) !== null;
