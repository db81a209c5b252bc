import { LIVE_MODE } from '@/lib/domain/live-modes';
import { MATCH_FORMAT } from '@/lib/domain/scoreboard';
import { hashString, seededRandom } from '@/lib/random/seeded';
import { winsNeeded } from './sport-play/types';

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

/** What a forfeit awards the winner: a full win, and 20–0 in basketball as its rules have it. */
const WALKOVER_WIN: Partial<Record<number, number>> = {
  [LIVE_MODE.football]: 3,
  [LIVE_MODE.basketball]: 20,
  [LIVE_MODE.volleyball]: winsNeeded(MATCH_FORMAT.volleyballSets),
  [LIVE_MODE.tennis]: winsNeeded(MATCH_FORMAT.tennisSets),
  [LIVE_MODE.esport]: winsNeeded(MATCH_FORMAT.esportMaps),
  [LIVE_MODE.billiard]: MATCH_FORMAT.billiardRaceTo,
};
const DEFAULT_WALKOVER_WIN = 2;

/** Final result by forfeit: the winner gets what a full win is worth. */
export function walkoverScore(fixtureId: number, liveModeId: number): { home: number; away: number } {
  const homeWins = rngFor(fixtureId, 'walkover')() < 0.5;
  const win = WALKOVER_WIN[liveModeId] ?? DEFAULT_WALKOVER_WIN;
  return homeWins ? { home: win, away: 0 } : { home: 0, away: win };
}

/** A penalty shoot-out after a drawn knockout tie: five kicks each, then sudden death. */
export function shootoutScore(fixtureId: number): { home: number; away: number } {
  const rand = rngFor(fixtureId, 'shootout');
  const loser = pick(rand, [1, 2, 3, 3, 4, 4, 5, 6]);
  const winner = loser >= 4 ? loser + 1 : Math.min(5, loser + 1 + Math.floor(rand() * 2));
  return rand() < 0.5 ? { home: winner, away: loser } : { home: loser, away: winner };
}
