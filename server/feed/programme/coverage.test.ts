import { describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { coverageOf, type LeagueListing } from './coverage';

const league = (id: number, priority: number, liveModeId: number): LeagueListing => ({ id, nameVi: `L${id}`, nameEn: `L${id}`, nameZh: `L${id}`, priority, liveModeId });

describe('coverageOf', () => {
  const coverage = coverageOf(
    [league(1, 1, LIVE_MODE.football), league(2, 8, LIVE_MODE.football), league(3, 40, LIVE_MODE.casino)],
    [10, 11, 12, 13, 14, 15].map((id) => ({ id, name: `T${id}`, leagueId: id < 12 ? 1 : 3 })),
  );

  it('counts the site’s top seven leagues as big', () => {
    expect(coverage.leagues.get(1)?.big).toBe(true);
    expect(coverage.leagues.get(2)?.big).toBe(false);
  });

  it('pairs studio tables in id order, each pair with its own host', () => {
    expect(coverage.leagues.get(3)?.alwaysOn).toBe(true);
    expect([...coverage.studioPair]).toEqual([[12, 0], [13, 0], [14, 1], [15, 1]]);
  });
});
