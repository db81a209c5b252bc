import type { Scoreboard, ScorePair } from '@/lib/domain/scoreboard';
import { countUpTo, offsetOf, type Side, type SportMatch, type ScoreRun } from './types';

/**
 * A sport played as a string of units each won by one side (tennis points, volleyball rallies,
 * esport rounds, billiards frames), grouped into periods whose wins are the match score.
 */
export interface RallyRules<S> {
  start(rand: () => number): S;
  /** Chance that home takes the next unit; `strength` in [-1, 1] favours home when positive. */
  homeChance(state: S, strength: number): number;
  play(state: S, winner: Side): S;
  over(state: S): boolean;
  /** Sets, maps or frames won. */
  score(state: S): ScorePair;
  board(state: S): Scoreboard;
  /** Real time a unit takes, relative to the others. */
  unitWeight(rand: () => number): number;
  /** Real time of the break after a set or map, in units. */
  breakWeight: number;
}

/** Far beyond any real match: a rule that never ends a match fails loudly instead of looping. */
const MAX_UNITS = 5_000;

/** Plays the match out and spreads its units over `duration`, the last one ending it. */
export function playRally<S>(rules: RallyRules<S>, rand: () => number, duration: number): SportMatch {
  const strength = rand() * 2 - 1;
  let state = rules.start(rand);
  const states: S[] = [state];
  const winners: Side[] = [];
  const cumulative: number[] = [];
  let total = 0;
  let breakDue = false;
  while (!rules.over(state)) {
    if (winners.length >= MAX_UNITS) throw new Error('rally sport never ended');
    const winner: Side = rand() < rules.homeChance(state, strength) ? 'home' : 'away';
    const next = rules.play(state, winner);
    if (breakDue) total += rules.breakWeight;
    total += rules.unitWeight(rand);
    cumulative.push(total);
    winners.push(winner);
    breakDue = !sameScore(rules.score(state), rules.score(next));
    states.push(next);
    state = next;
  }
  const offsets = cumulative.map((c) => offsetOf(c, total, duration));
  const runs: ScoreRun[] = [];
  winners.forEach((side, i) => {
    if (!sameScore(rules.score(states[i] as S), rules.score(states[i + 1] as S))) runs.push({ offset: offsets[i] ?? duration, side, points: 1 });
  });
  return {
    at(elapsed) {
      const now = states[countUpTo(offsets, elapsed)] as S;
      const { home, away } = rules.score(now);
      return { board: rules.board(now), home, away };
    },
    runs,
  };
}

function sameScore(a: ScorePair, b: ScorePair): boolean {
  return a.home === b.home && a.away === b.away;
}
