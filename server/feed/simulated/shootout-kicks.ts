import { SHOOTOUT_ROUNDS, type ShootoutKickKind, type Side } from '@/lib/domain/match-events';
import { randomFor } from '@/lib/random/seeded';
import type { PlannedEvent, SquadPlayer } from './football-events';
import { footballTimeline, shootoutScore } from './goals';

/** Roughly three kicks in four go in; of the others most are saved, the rest miss the target. */
const SCORE_RATE = 0.75;
const SAVED_SHARE = 0.7;
/** Sudden-death rounds allowed beyond the score, so a round may also end with both sides failing. */
const SPARE_ROUNDS = 2;
/** Who steps up first: forwards most often, keepers last. */
const TAKER_WEIGHT: Record<string, number> = { FW: 6, MF: 4, DF: 2 };

interface Tally {
  home: number;
  away: number;
}

export interface ShootoutKick {
  side: Side;
  scored: boolean;
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** A drawn knockout tie goes to penalties: exactly when the clock ends it "pen". */
export function endsOnPenalties(fixtureId: number, knockout: boolean): boolean {
  if (!knockout) return false;
  const { goals } = footballTimeline(fixtureId);
  return goals.filter((g) => g.side === 'home').length * 2 === goals.length;
}

/**
 * Whether the shoot-out is over once each side has taken `taken` kicks: within the first five each,
 * as soon as one side cannot be caught; in sudden death, when a round ends with one side ahead.
 */
export function isDecided(score: Tally, taken: Tally): boolean {
  if (taken.home <= SHOOTOUT_ROUNDS && taken.away <= SHOOTOUT_ROUNDS) {
    return score.home > score.away + SHOOTOUT_ROUNDS - taken.away || score.away > score.home + SHOOTOUT_ROUNDS - taken.home;
  }
  return taken.home === taken.away && score.home !== score.away;
}

/**
 * The kicks of a fixture's shoot-out in order, alternating from a side drawn per fixture, ending at
 * the kick that decides it on exactly `shootoutScore`'s score. A depth-first search over kick
 * outcomes, each node trying the likelier outcome first, so the sequence reads like a real one.
 */
export function shootoutSequence(fixtureId: number): ShootoutKick[] {
  const target = shootoutScore(fixtureId);
  const rand = randomFor(`shootout-kicks:${fixtureId}`);
  const drawn: Side = rand() < 0.5 ? 'home' : 'away';
  const maxKicks = Math.max(SHOOTOUT_ROUNDS, target.home, target.away) + SPARE_ROUNDS;
  const kicks: ShootoutKick[] = [];

  let first = drawn;
  // States already shown to lead nowhere; they recur by many paths, so the search stays small.
  let dead = new Set<string>();
  const search = (score: Tally, taken: Tally): boolean => {
    const key = `${score.home}:${score.away}:${taken.home}:${taken.away}`;
    if (dead.has(key)) return false;
    const side = kicks.length % 2 === 0 ? first : other(first);
    const tries = rand() < SCORE_RATE ? [true, false] : [false, true];
    for (const scored of tries) {
      const nextScore = { ...score, [side]: score[side] + (scored ? 1 : 0) };
      const nextTaken = { ...taken, [side]: taken[side] + 1 };
      // Over the target, or too few kicks left to reach it: no sequence below this one ends on the score.
      if (nextScore[side] > target[side] || nextScore[side] + maxKicks - nextTaken[side] < target[side]) continue;
      kicks.push({ side, scored });
      if (isDecided(nextScore, nextTaken)) {
        if (nextScore.home === target.home && nextScore.away === target.away) return true;
      } else if (search(nextScore, nextTaken)) {
        return true;
      }
      kicks.pop();
    }
    dead.add(key);
    return false;
  };

  const start = { home: 0, away: 0 };
  if (search(start, start)) return kicks;
  // Some scores only happen one way round: 5-3 means the winners kicked first, or 4-3 would have ended it.
  first = other(drawn);
  dead = new Set();
  if (search(start, start)) return kicks;
  throw new Error(`no shoot-out ends ${target.home}-${target.away}`);
}

/**
 * A side's takers in order: outfield players drawn by weight, the keeper last. When one side
 * finished with more players, it leaves out as many as the other is short (the laws' rule), never
 * its keeper.
 */
function takerOrder(rand: () => number, players: readonly SquadPlayer[], count: number): SquadPlayer[] {
  const keepers = players.filter((p) => p.position === 'GK');
  const left = players.filter((p) => p.position !== 'GK');
  const order: SquadPlayer[] = [];
  while (left.length > 0) {
    const total = left.reduce((n, p) => n + (TAKER_WEIGHT[p.position] ?? 1), 0);
    let r = rand() * total;
    const i = left.findIndex((p) => (r -= TAKER_WEIGHT[p.position] ?? 1) < 0);
    order.push(...left.splice(i < 0 ? left.length - 1 : i, 1));
  }
  return [...order.slice(0, Math.max(0, count - keepers.length)), ...keepers].slice(0, count);
}

/**
 * The shoot-out as match events at the final whistle (`whistle` ms after kick-off): each kick by
 * the next taker still on the pitch, going round again once all have taken one, as the laws say.
 */
export function shootoutEvents(fixtureId: number, onPitch: Record<Side, readonly SquadPlayer[]>, whistle: number): PlannedEvent[] {
  const kicks = shootoutSequence(fixtureId);
  const rand = randomFor(`shootout-takers:${fixtureId}`);
  const count = Math.min(onPitch.home.length, onPitch.away.length);
  const takers = { home: takerOrder(rand, onPitch.home, count), away: takerOrder(rand, onPitch.away, count) };
  const keeper = (side: Side) => onPitch[side].find((p) => p.position === 'GK') ?? null;
  const { addedSecond } = footballTimeline(fixtureId);
  const taken: Tally = { home: 0, away: 0 };
  return kicks.map(({ side, scored }) => {
    const list = takers[side];
    const player = list.length > 0 ? (list[taken[side] % list.length] ?? null) : null;
    taken[side] += 1;
    const kind: ShootoutKickKind = scored ? 'shootout-goal' : rand() < SAVED_SHARE ? 'shootout-saved' : 'shootout-missed';
    const relatedName = kind === 'shootout-saved' ? (keeper(other(side))?.name ?? null) : null;
    return { offset: whistle, minute: 90, added: addedSecond, kind, side, player, relatedName, points: scored ? 1 : 0 };
  });
}
