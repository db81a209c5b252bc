import { describe, expect, it } from 'vitest';
import { REGULAR_MINUTES } from '@/lib/domain/match-statistics';
import { matchStatistics } from './match-statistics';
import { footballSaves } from './saves';

const goal = (minute: number, side: 'home' | 'away') => ({ minute, kind: 'goal', side });

describe('footballSaves', () => {
  it.each([11, 42, 977, 31337])('counts the shots on target that were not goals, as fixture %i\'s statistics do', (fixtureId) => {
    const events = [goal(30, 'home'), goal(70, 'away'), { minute: 50, kind: 'yellow', side: 'home' as const }];
    const stats = matchStatistics(fixtureId, REGULAR_MINUTES, { home: 1, away: 1 });
    const saves = footballSaves(fixtureId, events);
    // Home's keeper saves the away side's shots, and the other way round.
    expect(saves.filter((s) => s.side === 'home')).toHaveLength(Math.max(0, (stats?.away.shotsOnTarget ?? 0) - 1));
    expect(saves.filter((s) => s.side === 'away')).toHaveLength(Math.max(0, (stats?.home.shotsOnTarget ?? 0) - 1));
    expect(saves.map((s) => s.minute)).toEqual([...saves.map((s) => s.minute)].sort((a, b) => a - b));
  });

  it('is the same for the same match', () => {
    expect(footballSaves(42, [goal(10, 'home')])).toEqual(footballSaves(42, [goal(10, 'home')]));
  });
});
