import { MATCH_FORMAT, TENNIS_POINTS, TENNIS_SET, type Scoreboard, type ScorePair } from '@/lib/domain/scoreboard';
import type { RallyRules } from './rally';
import { other, plus, winsNeeded, withLast, ZERO, type Side } from './types';

interface TennisState {
  /** Games of each set, the one in play last while the match goes on. */
  sets: readonly ScorePair[];
  won: ScorePair;
  /** Points of the game in play. */
  points: ScorePair;
  /** Who serves the game in play (in a tie-break, who served its first point). */
  server: Side;
  over: boolean;
}

const SETS_TO_WIN = winsNeeded(MATCH_FORMAT.tennisSets);
/** Roughly the tour's share of points won on serve; the stronger player adds a little either way. */
const SERVE_WINS = 0.63;
const STRENGTH_EDGE = 0.07;
const FORTY = TENNIS_POINTS[3];
const ADVANTAGE = TENNIS_POINTS[4];

const inTieBreak = (s: TennisState): boolean => {
  const set = s.sets.at(-1) ?? ZERO;
  return set.home === TENNIS_SET.games && set.away === TENNIS_SET.games;
};

/** In a tie-break the first point is served by one player, then two each in turn. */
function pointServer(s: TennisState): Side {
  if (!inTieBreak(s)) return s.server;
  const played = s.points.home + s.points.away;
  return played === 0 || Math.floor((played - 1) / 2) % 2 === 1 ? s.server : other(s.server);
}

const lead = (pair: ScorePair, side: Side): number => (side === 'home' ? pair.home - pair.away : pair.away - pair.home);
const of = (pair: ScorePair, side: Side): number => (side === 'home' ? pair.home : pair.away);

function gameLabels(s: TennisState): { home: string; away: string } {
  const { home, away } = s.points;
  if (inTieBreak(s)) return { home: String(home), away: String(away) };
  const forty = TENNIS_SET.gamePoints - 1;
  if (home >= forty && away >= forty) {
    if (home === away) return { home: FORTY, away: FORTY };
    return home > away ? { home: ADVANTAGE, away: FORTY } : { home: FORTY, away: ADVANTAGE };
  }
  return { home: TENNIS_POINTS[home] ?? '0', away: TENNIS_POINTS[away] ?? '0' };
}

function play(s: TennisState, winner: Side): TennisState {
  const points = plus(s.points, winner);
  const tieBreak = inTieBreak(s);
  const needed = tieBreak ? TENNIS_SET.tieBreakPoints : TENNIS_SET.gamePoints;
  if (of(points, winner) < needed || lead(points, winner) < 2) return { ...s, points };
  const games = plus(s.sets.at(-1) ?? ZERO, winner);
  // Service alternates every game, the tie-break counting as one.
  const server = other(s.server);
  const setWon = tieBreak || (of(games, winner) >= TENNIS_SET.games && lead(games, winner) >= 2);
  if (!setWon) return { ...s, sets: withLast(s.sets, games), points: ZERO, server };
  const won = plus(s.won, winner);
  const over = of(won, winner) >= SETS_TO_WIN;
  const sets = over ? withLast(s.sets, games) : [...withLast(s.sets, games), ZERO];
  return { sets, won, points: ZERO, server, over };
}

function board(s: TennisState): Scoreboard {
  return {
    kind: 'sets',
    periods: [...s.sets],
    current: s.over ? null : s.sets.length,
    game: s.over ? null : gameLabels(s),
    server: s.over ? null : pointServer(s),
    clock: null,
    raceTo: null,
  };
}

export const tennis: RallyRules<TennisState> = {
  start: (rand) => ({ sets: [ZERO], won: ZERO, points: ZERO, server: rand() < 0.5 ? 'home' : 'away', over: false }),
  homeChance: (s, strength) => (pointServer(s) === 'home' ? SERVE_WINS : 1 - SERVE_WINS) + strength * STRENGTH_EDGE,
  play,
  over: (s) => s.over,
  score: (s) => s.won,
  board,
  unitWeight: (rand) => 0.8 + rand() * 0.4,
  // A set break lasts a couple of minutes, several points' worth.
  breakWeight: 6,
};
