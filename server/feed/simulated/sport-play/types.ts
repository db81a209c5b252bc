import type { Side } from '@/lib/domain/match-events';
import type { Scoreboard, ScorePair } from '@/lib/domain/scoreboard';

export type { Side };

/** What a match shows at one moment: its scoreboard and the score a fan quotes. */
export interface PlayMoment {
  board: Scoreboard | null;
  home: number;
  away: number;
}

/** A change of the match score as the feed reports it: `offset` ms after kick-off. */
export interface ScoreRun {
  offset: number;
  side: Side;
  points: number;
}

/** One fixture's whole match, played out in advance from its id. */
export interface SportMatch {
  /** The match `elapsed` ms after kick-off; from the match's length on, the finished match. */
  at(elapsed: number): PlayMoment;
  /** Score changes in order; the last one is at the match's length. */
  runs: readonly ScoreRun[];
}

export const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

export const ZERO: ScorePair = { home: 0, away: 0 };

export function plus(pair: ScorePair, side: Side, by = 1): ScorePair {
  return side === 'home' ? { home: pair.home + by, away: pair.away } : { home: pair.home, away: pair.away + by };
}

/** The pair with its last entry replaced. */
export function withLast(pairs: readonly ScorePair[], last: ScorePair): ScorePair[] {
  return [...pairs.slice(0, -1), last];
}

/** Wins needed in a best-of-`n`. */
export const winsNeeded = (bestOf: number): number => Math.floor(bestOf / 2) + 1;

/** Real time of play points at fractions `cum / total` of the match, in whole milliseconds as events are written. */
export const offsetOf = (cum: number, total: number, duration: number): number => Math.round((cum / total) * duration);

/** How many of the ascending `offsets` are at or before `elapsed`. */
export function countUpTo(offsets: readonly number[], elapsed: number): number {
  let lo = 0;
  let hi = offsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((offsets[mid] ?? Infinity) <= elapsed) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
