import { GOAL_EVENT_KINDS } from '@/lib/domain/highlights';
import type { Side } from '@/lib/domain/match-events';
import { shotsOnTargetMinutes } from './match-statistics';

const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');

/**
 * The saves of a football match, as its statistics count them: each side's shots on target that were
 * not goals, credited to the other side's goalkeeper. The shot nearest each goal's minute is the goal.
 */
export function footballSaves(fixtureId: number, events: readonly { minute: number; kind: string; side: Side }[]): { minute: number; side: Side }[] {
  const shots = shotsOnTargetMinutes(fixtureId);
  const saves: { minute: number; side: Side }[] = [];
  for (const shooter of ['home', 'away'] as const) {
    const left = [...shots[shooter]];
    for (const goal of events.filter((e) => e.side === shooter && GOAL_EVENT_KINDS.includes(e.kind))) {
      if (left.length === 0) break;
      let nearest = 0;
      left.forEach((m, i) => { if (Math.abs(m - goal.minute) < Math.abs((left[nearest] ?? m) - goal.minute)) nearest = i; });
      left.splice(nearest, 1);
    }
    saves.push(...left.map((minute) => ({ minute, side: other(shooter) })));
  }
  return saves.sort((a, b) => a.minute - b.minute);
}
