import { MATCH_FORMAT, type Scoreboard, type ScorePair } from '@/lib/domain/scoreboard';
import type { RallyRules } from './rally';
import { plus, winsNeeded, withLast, ZERO, type Side } from './types';

interface EsportState {
  /** Rounds of each map, the one in play last while the match goes on. */
  maps: readonly ScorePair[];
  won: ScorePair;
  over: boolean;
}

const MAPS_TO_WIN = winsNeeded(MATCH_FORMAT.esportMaps);
const STRENGTH_EDGE = 0.1;

const of = (pair: ScorePair, side: Side): number => (side === 'home' ? pair.home : pair.away);

function play(s: EsportState, winner: Side): EsportState {
  const rounds = plus(s.maps.at(-1) ?? ZERO, winner);
  if (of(rounds, winner) < MATCH_FORMAT.esportRoundsToWin) return { ...s, maps: withLast(s.maps, rounds) };
  const won = plus(s.won, winner);
  const over = of(won, winner) >= MAPS_TO_WIN;
  return { maps: over ? withLast(s.maps, rounds) : [...withLast(s.maps, rounds), ZERO], won, over };
}

function board(s: EsportState): Scoreboard {
  return { kind: 'maps', periods: [...s.maps], current: s.over ? null : s.maps.length, game: null, server: null, clock: null, raceTo: null };
}

export const esport: RallyRules<EsportState> = {
  start: () => ({ maps: [ZERO], won: ZERO, over: false }),
  homeChance: (_s, strength) => 0.5 + strength * STRENGTH_EDGE,
  play,
  over: (s) => s.over,
  score: (s) => s.won,
  board,
  unitWeight: (rand) => 0.6 + rand() * 0.8,
  // Between maps the teams change sides and pick; a few rounds' worth.
  breakWeight: 5,
};
