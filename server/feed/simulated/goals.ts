import { LIVE_MODE } from '@/lib/domain/live-modes';
import { hashString, seededRandom } from '@/lib/random/seeded';

export type Side = 'home' | 'away';

/** A football goal at `minute` (1..90), `added` minutes into stoppage time when minute is 45 or 90. */
export interface Goal {
  minute: number;
  added: number;
  side: Side;
}

export interface FootballTimeline {
  /** Stoppage minutes at the end of each half. */
  addedFirst: number;
  addedSecond: number;
  goals: Goal[];
}

/** A score change in other sports; `at` is the fraction of playing time (0..1] when it happens. */
export interface ScoreEvent {
  at: number;
  side: Side;
  points: number;
}

function rngFor(fixtureId: number, salt: string): () => number {
  return seededRandom(hashString(`${salt}:${fixtureId}`));
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Weighted like real football: two or three goals most often, five rarely. */
const GOAL_COUNTS = [0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5] as const;

/** Orders goals and running minutes: "45+2" sorts after 45' and before 46'. */
export function minuteKey(minute: number, added: number): number {
  return minute * 100 + added;
}

export function footballTimeline(fixtureId: number): FootballTimeline {
  const rand = rngFor(fixtureId, 'football');
  const addedFirst = pick(rand, [0, 1, 1, 2, 2, 3, 4]);
  const addedSecond = pick(rand, [2, 3, 4, 4, 5, 6, 7]);
  const homeShare = 0.35 + rand() * 0.35;
  const count = pick(rand, GOAL_COUNTS);
  const firstSlots = 45 + addedFirst;
  const slots = firstSlots + 45 + addedSecond;
  const goals: Goal[] = [];
  for (let i = 0; i < count; i++) {
    const slot = Math.floor(rand() * slots);
    const side: Side = rand() < homeShare ? 'home' : 'away';
    if (slot < 45) goals.push({ minute: slot + 1, added: 0, side });
    else if (slot < firstSlots) goals.push({ minute: 45, added: slot - 44, side });
    else if (slot < firstSlots + 45) goals.push({ minute: slot - firstSlots + 46, added: 0, side });
    else goals.push({ minute: 90, added: slot - firstSlots - 44, side });
  }
  goals.sort((a, b) => minuteKey(a.minute, a.added) - minuteKey(b.minute, b.added));
  return { addedFirst, addedSecond, goals };
}

/** Sets, maps or racks: `target` wins take the match. */
interface RaceFormat {
  kind: 'race';
  target: number;
}
interface PointsFormat {
  kind: 'points';
  low: number;
  high: number;
}
type ScoringFormat = RaceFormat | PointsFormat;

const SCORING: Partial<Record<number, ScoringFormat>> = {
  [LIVE_MODE.basketball]: { kind: 'points', low: 78, high: 124 },
  [LIVE_MODE.volleyball]: { kind: 'race', target: 3 },
  [LIVE_MODE.tennis]: { kind: 'race', target: 2 },
  [LIVE_MODE.esport]: { kind: 'race', target: 2 },
  [LIVE_MODE.billiard]: { kind: 'race', target: 9 },
};
const DEFAULT_SCORING: ScoringFormat = { kind: 'race', target: 2 };

export function scoringFormat(liveModeId: number): ScoringFormat {
  return SCORING[liveModeId] ?? DEFAULT_SCORING;
}

function raceEvents(rand: () => number, target: number): ScoreEvent[] {
  const winner: Side = rand() < 0.55 ? 'home' : 'away';
  const loser: Side = winner === 'home' ? 'away' : 'home';
  const loserWins = Math.floor(rand() * target);
  const total = target + loserWins;
  // The winner always takes the last unit; the others are shuffled.
  const order: Side[] = [...Array<Side>(target - 1).fill(winner), ...Array<Side>(loserWins).fill(loser)];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j] as Side, order[i] as Side];
  }
  order.push(winner);
  return order.map((side, i) => ({ at: (i + 1) / total, side, points: 1 }));
}

function pointsEvents(rand: () => number, low: number, high: number): ScoreEvent[] {
  const events: ScoreEvent[] = [];
  for (const side of ['home', 'away'] as const) {
    const target = low + Math.floor(rand() * (high - low + 1));
    let scored = 0;
    while (scored < target) {
      const r = rand();
      const points = Math.min(target - scored, r < 0.12 ? 1 : r < 0.75 ? 2 : 3);
      scored += points;
      events.push({ at: Math.max(0.001, rand()), side, points });
    }
  }
  return events.sort((a, b) => a.at - b.at);
}

/** Deterministic score changes of a non-football fixture, ordered by time. */
export function pointsTimeline(fixtureId: number, liveModeId: number): ScoreEvent[] {
  const rand = rngFor(fixtureId, `points-${liveModeId}`);
  const format = scoringFormat(liveModeId);
  return format.kind === 'race' ? raceEvents(rand, format.target) : pointsEvents(rand, format.low, format.high);
}

/** Final result by forfeit: the winner gets what a full win is worth. */
export function walkoverScore(fixtureId: number, liveModeId: number): { home: number; away: number } {
  const homeWins = rngFor(fixtureId, 'walkover')() < 0.5;
  const format = scoringFormat(liveModeId);
  const win = liveModeId === LIVE_MODE.football ? 3 : format.kind === 'race' ? format.target : 20;
  return homeWins ? { home: win, away: 0 } : { home: 0, away: win };
}

/** Scoring runs written per point-scoring sport match: each is one row of the match's events. */
const RUNS = 8;

/**
 * Score changes as the feed reports them: sets, maps and racks one by one; basketball points
 * summed per side over eight runs of the match, so a match writes a handful of rows, not a
 * hundred.
 */
export function scoringRuns(fixtureId: number, liveModeId: number): ScoreEvent[] {
  const events = pointsTimeline(fixtureId, liveModeId);
  if (scoringFormat(liveModeId).kind === 'race') return events;
  const runs: ScoreEvent[] = [];
  for (let k = 0; k < RUNS; k++) {
    const at = (k + 1) / RUNS;
    for (const side of ['home', 'away'] as const) {
      const points = events.filter((e) => e.side === side && e.at > k / RUNS && e.at <= at).reduce((n, e) => n + e.points, 0);
      if (points > 0) runs.push({ at, side, points });
    }
  }
  return runs;
}

/** A penalty shoot-out after a drawn knockout tie: five kicks each, then sudden death. */
export function shootoutScore(fixtureId: number): { home: number; away: number } {
  const rand = rngFor(fixtureId, 'shootout');
  const loser = pick(rand, [1, 2, 3, 3, 4, 4, 5, 6]);
  const winner = loser >= 4 ? loser + 1 : Math.min(5, loser + 1 + Math.floor(rand() * 2));
  return rand() < 0.5 ? { home: winner, away: loser } : { home: loser, away: winner };
}
