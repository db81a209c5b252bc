import type { Side } from '@/lib/domain/match-events';
import { REGULAR_MINUTES, type MatchStatKey } from '@/lib/domain/match-statistics';
import { randomFor } from '@/lib/random/seeded';

export type TeamStatistics = Record<MatchStatKey, number>;
export type MatchStatistics = Record<Side, TeamStatistics>;

/** When things happen in a side's match: minutes of every shot (on target or not), corner and foul. */
interface SidePlan {
  shots: { minute: number; onTarget: boolean }[];
  corners: number[];
  fouls: number[];
}

interface Plan {
  /** Home share of the ball over the match, before the drift. */
  possession: number;
  phase: number;
  sides: Record<Side, SidePlan>;
}

const between = (rand: () => number, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const minutes = (rand: () => number, n: number) => Array.from({ length: n }, () => between(rand, 1, REGULAR_MINUTES));

function sidePlan(rand: () => number, strength: number): SidePlan {
  const accuracy = 0.28 + rand() * 0.22;
  const shots = minutes(rand, between(rand, 5, 13) + Math.round(strength * 8)).map((minute) => ({ minute, onTarget: rand() < accuracy }));
  return { shots, corners: minutes(rand, between(rand, 1, 5) + Math.round(strength * 4)), fouls: minutes(rand, between(rand, 7, 16)) };
}

/** Everything about a fixture's statistics that does not depend on the clock; the same for every request. */
function planFor(fixtureId: number): Plan {
  const rand = randomFor(`statistics:${fixtureId}`);
  const possession = 36 + rand() * 28;
  const homeShare = possession / 100;
  return {
    possession,
    phase: rand() * Math.PI * 2,
    sides: { home: sidePlan(rand, homeShare), away: sidePlan(rand, 1 - homeShare) },
  };
}

const upTo = (list: readonly number[], minute: number) => list.filter((m) => m <= minute).length;

/** Home possession at `minute`: the match's share, drifting a few points as spells of pressure come and go. */
function possessionAt(plan: Plan, minute: number): number {
  const drift = (4 * Math.sin(minute / 11 + plan.phase)) / Math.sqrt(1 + minute / 30);
  return Math.min(75, Math.max(25, Math.round(plan.possession + drift)));
}

/**
 * Statistics of a football match after `played` minutes with `goals` scored so far, or null before
 * kick-off. Deterministic per fixture, counts only grow as the clock moves, a side never has fewer
 * shots on target than goals nor more on target than shots, and possession adds up to 100.
 */
export function matchStatistics(fixtureId: number, played: number, goals: Record<Side, number>): MatchStatistics | null {
  if (played <= 0) return null;
  const plan = planFor(fixtureId);
  const minute = Math.floor(played);
  const home = possessionAt(plan, minute);
  const side = (s: Side, possession: number): TeamStatistics => {
    const p = plan.sides[s];
    const shotsOnTarget = Math.max(upTo(p.shots.filter((x) => x.onTarget).map((x) => x.minute), minute), goals[s]);
    return {
      possession,
      shots: Math.max(upTo(p.shots.map((x) => x.minute), minute), shotsOnTarget),
      shotsOnTarget,
      corners: upTo(p.corners, minute),
      fouls: upTo(p.fouls, minute),
    };
  };
  return { home: side('home', home), away: side('away', 100 - home) };
}

/** Minutes of each side's shots on target over the whole match, in order: the saves and goals among them. */
export function shotsOnTargetMinutes(fixtureId: number): Record<Side, number[]> {
  const plan = planFor(fixtureId);
  const minutesOf = (s: Side) => plan.sides[s].shots.filter((x) => x.onTarget).map((x) => x.minute).sort((a, b) => a - b);
  return { home: minutesOf('home'), away: minutesOf('away') };
}
