import { describe, expect, it } from 'vitest';
import { DAY_MS, LocalCalendar } from '@/lib/format/local-calendar';
import { buildFixtures, FIXTURE_DAYS } from './fixtures';
import { buildLeagues } from './leagues';

const HOUR = 3_600_000;

function wallClock(instant: number, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

describe('buildFixtures', () => {
  const data = buildLeagues();
  const leagueId = (name: string) => data.leagues.find((l) => l.nameVi === name)?.id;

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
    const times = buildFixtures(data, { seed: 1, now })
      .filter((f) => f.leagueId === leagueId('V.League 1'))
      .map((f) => new Date(f.startTime + 7 * HOUR).toISOString().slice(11, 16));
    expect(new Set(times)).toEqual(new Set(['17:00', '18:00', '19:15']));
  });

  it.each([
    ['November', Date.UTC(2026, 10, 22, 5, 30), ['07:00', '07:30', '08:00', '09:00', '10:00']],
    ['July', Date.UTC(2026, 6, 15, 5, 30), ['06:00', '06:30', '07:00', '08:00', '09:00']],
  ])('reads foreign kick-offs on their own clock, summer time included (%s)', (_month, now, nbaInVietnam) => {
    const fixtures = buildFixtures(data, { seed: 1, now });
    const of = (name: string) => fixtures.filter((f) => f.leagueId === leagueId(name));
    const london = new Set(of('Premier League').map((f) => wallClock(f.startTime, 'Europe/London')));
    expect(london).toEqual(new Set(['12:30', '15:00', '17:30', '20:00', '14:00', '16:30']));
    const nba = of('NBA');
    expect(new Set(nba.map((f) => wallClock(f.startTime, 'America/New_York')))).toEqual(new Set(['19:00', '19:30', '20:00', '21:00', '22:00']));
    expect(new Set(nba.map((f) => wallClock(f.startTime, 'Asia/Ho_Chi_Minh')))).toEqual(new Set(nbaInVietnam));
  });

  it('includes the matches still running when the window opens, for a seed just after midnight', () => {
    const now = Date.UTC(2026, 10, 21, 17, 30); // 00:30 on 22 November in Ho Chi Minh City
    const cal = new LocalCalendar(now);
    const early = buildFixtures(data, { seed: 1, now }).filter((f) => f.startTime < cal.startOf(FIXTURE_DAYS.from));
    expect(early.length).toBeGreaterThan(0);
    for (const f of early) expect(f.startTime).toBeGreaterThanOrEqual(now + FIXTURE_DAYS.from * DAY_MS - 3 * HOUR);
  });
});
