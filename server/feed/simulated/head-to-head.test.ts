import { describe, expect, it } from 'vitest';
import { earlierMeetings, seasonStartYear } from './head-to-head';

const NOW = Date.UTC(2026, 10, 23, 12);

describe('earlierMeetings', () => {
  it('is the same list for the same pair, either way round, within a season', () => {
    expect(earlierMeetings(3, 9, NOW)).toEqual(earlierMeetings(9, 3, NOW));
    expect(earlierMeetings(3, 9, NOW)).toEqual(earlierMeetings(3, 9, Date.UTC(2027, 3, 1)));
    expect(earlierMeetings(3, 9, NOW)).not.toEqual(earlierMeetings(3, 10, NOW));
  });

  it('has no meetings of a team with itself', () => {
    expect(earlierMeetings(4, 4, NOW)).toEqual([]);
  });

  it('puts every meeting in an earlier season, newest first, between the two teams', () => {
    for (let a = 1; a <= 40; a++) {
      const list = earlierMeetings(a, a + 7, NOW);
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(8);
      for (const m of list) {
        expect(m.startTime).toBeLessThan(Date.UTC(2026, 7, 1));
        expect(seasonStartYear(m.startTime)).toBeGreaterThanOrEqual(2022);
        expect([m.homeTeamId, m.awayTeamId].sort((x, y) => x - y)).toEqual([a, a + 7]);
        expect(Number.isInteger(m.homeScore) && m.homeScore >= 0 && m.homeScore <= 9).toBe(true);
        expect(Number.isInteger(m.awayScore) && m.awayScore >= 0 && m.awayScore <= 9).toBe(true);
        const hour = new Date(m.startTime).getUTCHours();
        expect(hour).toBeGreaterThanOrEqual(11);
        expect(hour).toBeLessThanOrEqual(20);
      }
      expect(list.map((m) => m.startTime)).toEqual([...list.map((m) => m.startTime)].sort((x, y) => y - x));
    }
  });

  it('names seasons by the August they start in', () => {
    expect(seasonStartYear(Date.UTC(2026, 6, 31))).toBe(2025);
    expect(seasonStartYear(Date.UTC(2026, 7, 1))).toBe(2026);
  });
});
