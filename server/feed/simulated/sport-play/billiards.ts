import type { Scoreboard, ScorePair } from '@/lib/domain/scoreboard';
import type { RallyRules } from './rally';
import { plus, ZERO } from './types';

interface FramesState {
  won: ScorePair;
  over: boolean;
}

const STRENGTH_EDGE = 0.12;

/** A race to `raceTo` frames; the frames won are the match score. */
export function frames(raceTo: number): RallyRules<FramesState> {
  const board = (s: FramesState): Scoreboard => ({
    kind: 'frames',
    periods: [],
    current: s.over ? null : s.won.home + s.won.away + 1,
    game: null,
    server: null,
    clock: null,
    raceTo,
  });
  return {
    start: () => ({ won: ZERO, over: false }),
    homeChance: (_s, strength) => 0.5 + strength * STRENGTH_EDGE,
    play: (s, winner) => {
      const won = plus(s.won, winner);
      return { won, over: Math.max(won.home, won.away) >= raceTo };
    },
    over: (s) => s.over,
    score: (s) => s.won,
    board,
    // Frames vary: a break-and-run is quick, a safety battle long.
    unitWeight: (rand) => 0.5 + rand(),
    breakWeight: 0,
  };
}
