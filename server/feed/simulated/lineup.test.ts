import { describe, expect, it } from 'vitest';
import { FORMATIONS, formationSlots, linesOrDefault } from '@/lib/domain/formations';
import { footballEvents, lineUp, type SquadPlayer } from './football-events';

const POSITIONS = ['GK', 'GK', 'DF', 'DF', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'MF', 'MF', 'MF', 'FW', 'FW', 'FW', 'FW'];
const squad: SquadPlayer[] = POSITIONS.map((position, i) => ({ id: i + 1, name: `P${i + 1}`, position }));

describe('lineUp', () => {
  it.each(FORMATIONS)('fields %s: eleven starters in slot order by position, the rest on the bench', (formation) => {
    const { pitch, bench, formation: used } = lineUp(squad, formation);
    expect(used).toBe(formation);
    expect(pitch).toHaveLength(11);
    expect(pitch.map((p) => p.position)).toEqual(formationSlots(linesOrDefault(formation).lines));
    expect(bench).toHaveLength(7);
    expect(new Set([...pitch, ...bench].map((p) => p.id)).size).toBe(18);
  });

  it('takes players of a position in squad order', () => {
    const { pitch } = lineUp(squad, '4-3-3');
    expect(pitch.filter((p) => p.position === 'DF').map((p) => p.id)).toEqual([3, 4, 5, 6]);
    expect(pitch.filter((p) => p.position === 'FW').map((p) => p.id)).toEqual([15, 16, 17]);
  });

  it('plays 4-4-2 without a formation or with an unreadable one', () => {
    expect(lineUp(squad).formation).toBe('4-4-2');
    expect(lineUp(squad, 'x').pitch.map((p) => p.id)).toEqual(lineUp(squad, '4-4-2').pitch.map((p) => p.id));
  });

  it('fills a slot the squad lacks with an outfield player left, never the spare keeper', () => {
    const thin = squad.filter((p) => p.position !== 'FW' || p.id === 15);
    const { pitch } = lineUp(thin, '4-3-3');
    expect(pitch).toHaveLength(11);
    expect(pitch.filter((p) => p.position === 'GK')).toHaveLength(1);
  });
});

describe('footballEvents and lineUp agree', () => {
  const other: SquadPlayer[] = squad.map((p) => ({ ...p, id: p.id + 100, name: `Q${p.id}` }));

  it('only names players the formation put on the pitch or sent on from the bench', () => {
    for (let id = 1; id <= 80; id++) {
      const formations = { home: FORMATIONS[id % FORMATIONS.length], away: FORMATIONS[(id + 2) % FORMATIONS.length] };
      const onPitch = { home: new Set(lineUp(squad, formations.home).pitch.map((p) => p.name)), away: new Set(lineUp(other, formations.away).pitch.map((p) => p.name)) };
      for (const e of footballEvents(id, { home: squad, away: other }, formations)) {
        const side = e.kind === 'own-goal' ? (e.side === 'home' ? 'away' : 'home') : e.side;
        if (e.kind === 'sub') {
          expect(onPitch[side].has(e.relatedName ?? ''), `fixture ${id}: ${e.relatedName} was not on`).toBe(true);
          onPitch[side].delete(e.relatedName ?? '');
          onPitch[side].add(e.player?.name ?? '');
        } else {
          expect(onPitch[side].has(e.player?.name ?? ''), `fixture ${id}: ${e.kind} by ${e.player?.name}`).toBe(true);
        }
      }
    }
  });
});
