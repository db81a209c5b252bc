import { MATCH_FORMAT, type Scoreboard, type ScorePair } from '@/lib/domain/scoreboard';
import type { RallyRules } from './rally';
import { other, plus, winsNeeded, withLast, ZERO, type Side } from './types';

interface VolleyballState {
  /** Points of each set, the one in play last while the match goes on. */
  sets: readonly ScorePair[];
  won: ScorePair;
  /** Rally scoring: whoever won the last rally serves. */
  server: Side;
  /** Served the first rally of the match; the sets' first serves alternate from it. */
  firstServer: Side;
  over: boolean;
}

const SETS_TO_WIN = winsNeeded(MATCH_FORMAT.volleyballSets);
/** The receiving side attacks first and wins most rallies (side-out). */
const SERVE_WINS = 0.44;
const STRENGTH_EDGE = 0.06;

const of = (pair: ScorePair, side: Side): number => (side === 'home' ? pair.home : pair.away);

function setPoints(setNumber: number): number {
  return setNumber === MATCH_FORMAT.volleyballSets ? MATCH_FORMAT.volleyballDecidingSetPoints : MATCH_FORMAT.volleyballSetPoints;
}

function play(s: VolleyballState, winner: Side): VolleyballState {
  const points = plus(s.sets.at(-1) ?? ZERO, winner);
  const needed = setPoints(s.sets.length);
  if (of(points, winner) < needed || of(points, winner) - of(points, other(winner)) < 2) {
    return { ...s, sets: withLast(s.sets, points), server: winner };
  }
  const won = plus(s.won, winner);
  const over = of(won, winner) >= SETS_TO_WIN;
  if (over) return { ...s, sets: withLast(s.sets, points), won, over };
  const server = s.sets.length % 2 === 0 ? s.firstServer : other(s.firstServer);
  return { ...s, sets: [...withLast(s.sets, points), ZERO], won, server };
}

function board(s: VolleyballState): Scoreboard {
  return {
    kind: 'sets',
    periods: [...s.sets],
    current: s.over ? null : s.sets.length,
    game: null,
    server: s.over ? null : s.server,
    clock: null,
    raceTo: null,
  };
}

export const volleyball: RallyRules<VolleyballState> = {
  start: (rand) => {
    const first: Side = rand() < 0.5 ? 'home' : 'away';
    return { sets: [ZERO], won: ZERO, server: first, firstServer: first, over: false };
  },
  homeChance: (s, strength) => (s.server === 'home' ? SERVE_WINS : 1 - SERVE_WINS) + strength * STRENGTH_EDGE,
  play,
  over: (s) => s.over,
  score: (s) => s.won,
  board,
  unitWeight: (rand) => 0.7 + rand() * 0.6,
  breakWeight: 5,
};
