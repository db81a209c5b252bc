import { MATCH_FORMAT, type Scoreboard, type ScorePair } from '@/lib/domain/scoreboard';
import { countUpTo, offsetOf, plus, ZERO, type ScoreRun, type Side, type SportMatch } from './types';

/** Points are reported in runs of this much game clock: a few rows per quarter, not one per basket. */
const RUN_SECONDS = 150;
const QUARTER_SECONDS = MATCH_FORMAT.basketballQuarterMinutes * 60;
const OVERTIME_SECONDS = MATCH_FORMAT.basketballOvertimeMinutes * 60;
/** Overtimes played before the last one is settled by a free throw, so the board stays short. */
const MAX_OVERTIMES = 3;
/** Real time of the breaks, weighed against game-clock seconds (the game clock stops often, so play takes longer). */
const SHORT_BREAK = 200;
const HALF_TIME = 700;

interface Period {
  seconds: number;
  /** Points of each run of the period. */
  runs: ScorePair[];
}

/** Points a side scores in one run: a few baskets of one, two or three. */
function runPoints(rand: () => number, strength: number): number {
  const baskets = 1 + Math.floor(rand() * 4) + (rand() < 0.5 + strength * 0.15 ? 1 : 0);
  let points = 0;
  for (let i = 0; i < baskets; i++) {
    const r = rand();
    points += r < 0.15 ? 1 : r < 0.75 ? 2 : 3;
  }
  return points;
}

function playPeriod(rand: () => number, strength: number, seconds: number): Period {
  const runs: ScorePair[] = [];
  for (let k = 0; k < seconds / RUN_SECONDS; k++) runs.push({ home: runPoints(rand, strength), away: runPoints(rand, -strength) });
  return { seconds, runs };
}

function total(periods: readonly Period[]): ScorePair {
  return periods.flatMap((p) => p.runs).reduce((sum, r) => ({ home: sum.home + r.home, away: sum.away + r.away }), ZERO);
}

function playPeriods(rand: () => number): Period[] {
  const strength = rand() * 2 - 1;
  const periods: Period[] = [];
  for (let q = 0; q < MATCH_FORMAT.basketballQuarters; q++) periods.push(playPeriod(rand, strength, QUARTER_SECONDS));
  for (let ot = 0; ot < MAX_OVERTIMES && total(periods).home === total(periods).away; ot++) periods.push(playPeriod(rand, strength, OVERTIME_SECONDS));
  const { home, away } = total(periods);
  if (home === away) {
    const runs = periods.at(-1)?.runs ?? [];
    const lastIndex = runs.length - 1;
    const side: Side = rand() < 0.5 ? 'home' : 'away';
    runs[lastIndex] = plus(runs[lastIndex] ?? ZERO, side);
  }
  return periods;
}

function clockLabel(seconds: number): string {
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

interface Timed {
  start: number;
  end: number;
  /** When each run's points count: the end of its stretch of game clock. */
  runEnds: number[];
}

/** Lays the periods and their breaks over `duration` (half-time after the second quarter). */
function timeline(periods: readonly Period[], duration: number): Timed[] {
  const weights: { breakBefore: number; seconds: number }[] = periods.map((p, i) => ({
    breakBefore: i === 0 ? 0 : i === MATCH_FORMAT.basketballQuarters / 2 ? HALF_TIME : SHORT_BREAK,
    seconds: p.seconds,
  }));
  const all = weights.reduce((n, w) => n + w.breakBefore + w.seconds, 0);
  let cum = 0;
  return weights.map((w) => {
    cum += w.breakBefore;
    const startCum = cum;
    cum += w.seconds;
    const runEnds = Array.from({ length: w.seconds / RUN_SECONDS }, (_, k) => offsetOf(startCum + (k + 1) * RUN_SECONDS, all, duration));
    return { start: offsetOf(startCum, all, duration), end: offsetOf(cum, all, duration), runEnds };
  });
}

/** Four quarters on a counting-down clock, overtime while level; the match score is the points. */
export function basketball(rand: () => number, duration: number): SportMatch {
  const periods = playPeriods(rand);
  const timed = timeline(periods, duration);
  const runs: ScoreRun[] = [];
  periods.forEach((p, i) => {
    p.runs.forEach((r, k) => {
      const offset = timed[i]?.runEnds[k] ?? duration;
      if (r.home > 0) runs.push({ offset, side: 'home', points: r.home });
      if (r.away > 0) runs.push({ offset, side: 'away', points: r.away });
    });
  });
  const starts = timed.map((t) => t.start);
  return {
    at(elapsed) {
      const over = elapsed >= duration;
      const started = over ? periods.length : Math.max(1, countUpTo(starts, elapsed));
      const shown = periods.slice(0, started).map((p, i) => {
        const counted = over ? p.runs.length : countUpTo(timed[i]?.runEnds ?? [], elapsed);
        return p.runs.slice(0, counted).reduce((sum, r) => ({ home: sum.home + r.home, away: sum.away + r.away }), ZERO);
      });
      const score = shown.reduce((sum, q) => ({ home: sum.home + q.home, away: sum.away + q.away }), ZERO);
      const board: Scoreboard = { kind: 'quarters', periods: shown, current: over ? null : started, game: null, server: null, clock: null, raceTo: null };
      const playing = timed[started - 1];
      const period = periods[started - 1];
      if (!over && playing && period && elapsed < playing.end) {
        const left = period.seconds - Math.floor(((elapsed - playing.start) / (playing.end - playing.start)) * period.seconds);
        board.clock = clockLabel(left);
      }
      return { board, home: score.home, away: score.away };
    },
    runs,
  };
}
