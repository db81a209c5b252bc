import { describe, expect, it } from 'vitest';
import { computeStandings, emptyRecord, parseForm } from './standings';

const base = (teamId: number, over: Partial<ReturnType<typeof emptyRecord>> = {}) => ({ ...emptyRecord(teamId), ...over });

describe('computeStandings', () => {
  it('adds results to the records before the window and orders by points, goal difference, goals', () => {
    const table = computeStandings(
      [base(1, { played: 2, won: 1, drawn: 1, goalsFor: 3, goalsAgainst: 1, form: ['W', 'D'] }), base(2, { played: 2, won: 1, lost: 1, goalsFor: 2, goalsAgainst: 2, form: ['L', 'W'] }), base(3)],
      [
        { homeTeamId: 2, awayTeamId: 3, homeScore: 2, awayScore: 0, startTime: 10 },
        { homeTeamId: 3, awayTeamId: 1, homeScore: 1, awayScore: 1, startTime: 20 },
      ],
    );
    expect(table.map((r) => [r.teamId, r.position, r.played, r.points, r.goalDifference])).toEqual([
      [2, 1, 3, 6, 2],
      [1, 2, 3, 5, 2],
      [3, 3, 2, 1, -2],
    ]);
    expect(table[0]?.form).toEqual(['W', 'L', 'W']);
    expect(table[1]?.form).toEqual(['D', 'W', 'D']);
  });

  it('orders equal points by goal difference, then goals scored, then id', () => {
    const table = computeStandings([base(5, { won: 1, goalsFor: 3, goalsAgainst: 2 }), base(4, { won: 1, goalsFor: 2, goalsAgainst: 1 }), base(6, { won: 1, goalsFor: 5, goalsAgainst: 1 })], []);
    expect(table.map((r) => r.teamId)).toEqual([6, 5, 4]);
  });

  it('applies results in kick-off order and keeps five form letters', () => {
    const results = [3, 1, 2, 0, 4, 5].map((i) => ({ homeTeamId: 1, awayTeamId: 2, homeScore: i % 2, awayScore: 0, startTime: i }));
    const [first] = computeStandings([], results);
    expect(first?.form).toEqual(['W', 'D', 'W', 'D', 'W']);
    expect(first?.played).toBe(6);
  });

  it('reads stored form text', () => {
    expect(parseForm('WDxL')).toEqual(['W', 'D', 'L']);
  });
});
