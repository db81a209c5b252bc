import { describe, expect, it } from 'vitest';
import type { LineupPlayer, PitchSpot } from '@/lib/contract/football-match';
import { applyEvents } from './match-lineups';

const p = (id: number): LineupPlayer => ({ id, name: `P${id}`, shirtNumber: id, position: 'MF' });
const spots = (): PitchSpot[] => [1, 2, 3].map((id, i) => ({ line: i, player: p(id), replaced: null, goals: 0, card: null }));
const ev = (kind: string, playerId: number, minute: number, relatedName: string | null = null) => ({ kind, side: 'home' as const, minute, added: 0, playerId, relatedName });

describe('applyEvents', () => {
  it('puts a substitute in the place of the player they replaced and takes them off the bench', () => {
    const { pitch, bench } = applyEvents(spots(), [p(10), p(11)], [ev('sub', 10, 60, 'P2')]);
    expect(pitch.map((s) => s.player.id)).toEqual([1, 10, 3]);
    expect(pitch[1]?.replaced).toEqual({ player: p(2), minute: 60, added: 0 });
    expect(bench.map((x) => x.id)).toEqual([11]);
  });

  it('counts goals and keeps the worst card', () => {
    const { pitch } = applyEvents(spots(), [], [ev('goal', 1, 10), ev('penalty-goal', 1, 20), ev('yellow', 3, 30), ev('second-yellow', 3, 70), ev('yellow', 2, 80)]);
    expect(pitch.map((s) => [s.goals, s.card])).toEqual([[2, null], [0, 'yellow'], [0, 'red']]);
  });

  it('never brings a substitute on for a sent-off player, nor one who is not on the bench', () => {
    const { pitch } = applyEvents(spots(), [p(10)], [ev('red', 2, 30), ev('sub', 10, 60, 'P2'), ev('sub', 99, 70, 'P1')]);
    expect(pitch.map((s) => s.player.id)).toEqual([1, 2, 3]);
  });
});
