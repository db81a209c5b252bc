import { describe, expect, it } from 'vitest';
import type { Meeting } from '@/lib/contract/football-match';
import { summarise } from './match-h2h';

const meeting = (homeTeamId: number, awayTeamId: number, homeScore: number, awayScore: number): Meeting => ({ fixtureId: null, startTimestamp: 0, homeTeamId, awayTeamId, homeScore, awayScore });

describe('summarise', () => {
  it('counts wins by team, whichever side they were at home on, and draws', () => {
    const meetings = [meeting(1, 2, 2, 0), meeting(2, 1, 3, 1), meeting(2, 1, 0, 1), meeting(1, 2, 1, 1)];
    expect(summarise(meetings, 1)).toEqual({ homeWins: 2, draws: 1, awayWins: 1 });
    expect(summarise(meetings, 2)).toEqual({ homeWins: 1, draws: 1, awayWins: 2 });
    expect(summarise([], 1)).toEqual({ homeWins: 0, draws: 0, awayWins: 0 });
  });
});
