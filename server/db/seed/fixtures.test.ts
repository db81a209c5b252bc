import { describe, expect, it } from 'vitest';
import { DAY_MS, LocalCalendar } from './zone-time';
import { buildFixtures, FIXTURE_DAYS } from './fixtures';
import { buildLeagues } from './leagues';

describe('buildFixtures', () => {
  const data = buildLeagues();

  it.each([0, 1, 2, 3, 4, 5, 6])('plans eleven days without double-booking a team, starting %i days later', (shift) => {
    const now = Date.UTC(2026, 10, 22, 5, 30) + shift * DAY_MS;
    const cal = new LocalCalendar(now);
    const fixtures = buildFixtures(data, { seed: 1, now });
    const days = new Set(fixtures.map((f) => cal.dayOffsetOf(f.startTime)));
    expect(Math.min(...days)).toBe(FIXTURE_DAYS.from);
    expect(Math.max(...days)).toBe(FIXTURE_DAYS.to);
    expect(fixtures.map((f) => f.id)).toEqual(fixtures.map((_, i) => i + 1));
  });

  it('puts kick-offs on the local clock of Ho Chi Minh City', () => {
    const now = Date.UTC(2026, 10, 22, 5, 30);
    const vLeague = data.leagues.find((l) => l.name === 'V.League 1')?.id;
    const times = buildFixtures(data, { seed: 1, now })
      .filter((f) => f.leagueId === vLeague)
      .map((f) => new Date(f.startTime + 7 * 3_600_000).toISOString().slice(11, 16));
    expect(new Set(times)).toEqual(new Set(['17:00', '18:00', '19:15']));
  });
});
