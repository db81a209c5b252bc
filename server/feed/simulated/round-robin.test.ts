import { describe, expect, it } from 'vitest';
import { doubleRoundRobin } from './round-robin';

describe('doubleRoundRobin', () => {
  const teams = ['A', 'B', 'C', 'D', 'E', 'F'];
  const rounds = doubleRoundRobin(teams);

  it('plays 2(n-1) rounds in which every team plays once', () => {
    expect(rounds).toHaveLength(10);
    for (const round of rounds) expect(new Set(round.flat()).size).toBe(teams.length);
  });

  it('meets every pair once at each ground', () => {
    const games = rounds.flat().map(([h, a]) => `${h}-${a}`);
    expect(new Set(games).size).toBe(teams.length * (teams.length - 1));
  });

  it('refuses an odd number of teams', () => {
    expect(() => doubleRoundRobin(['A', 'B', 'C'])).toThrow();
  });
});
