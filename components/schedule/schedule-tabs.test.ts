import { describe, expect, it } from 'vitest';
import { FILTER_CODE } from '@/lib/domain/filter-codes';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { makeMatch } from '@/tests/mocks/data';
import { groupByLeague } from './group-by-league';
import { chooseDay, dayOffset, weekdayOf } from './schedule-day';
import { scheduleHref } from './schedule-href';
import { ALL_TAB, parseFilter, queryLiveMode, resolveScheduleRoute, SCHEDULE_TABS, sportTabForFilter } from './schedule-tabs';

const football = SCHEDULE_TABS.find((t) => t.key === 'football')!;

describe('resolveScheduleRoute', () => {
  it('shows every match on the bare schedule path and on tat-ca', () => {
    expect(resolveScheduleRoute([])).toEqual({ kind: 'schedule', tab: ALL_TAB });
    expect(resolveScheduleRoute(['tat-ca'])).toEqual({ kind: 'schedule', tab: ALL_TAB });
  });

  it('maps the sport paths of the spec to their live modes', () => {
    const cases: [string[], number][] = [
      [['the-thao', 'bong-da'], LIVE_MODE.football],
      [['the-thao', 'bong-ro'], LIVE_MODE.basketball],
      [['the-thao', 'bong-chuyen'], LIVE_MODE.volleyball],
      [['tro-choi', 'dua-bi'], LIVE_MODE.marble],
      [['casino'], LIVE_MODE.casino],
      [['slot'], LIVE_MODE.slot],
      [['card-game'], LIVE_MODE.cardGame],
      [['billiard'], LIVE_MODE.billiard],
      [['tennis'], LIVE_MODE.tennis],
      [['esport'], LIVE_MODE.esport],
    ];
    for (const [segments, mode] of cases) {
      const route = resolveScheduleRoute(segments);
      expect(route?.kind === 'schedule' && route.tab.liveModeId).toBe(mode);
    }
  });

  it('reads esport/{slug} as one esports league', () => {
    const route = resolveScheduleRoute(['esport', 'lol-vcs']);
    expect(route).toMatchObject({ kind: 'schedule', leagueSlug: 'lol-vcs', tab: { liveModeId: LIVE_MODE.esport } });
  });

  it('names the bookings page', () => {
    expect(resolveScheduleRoute(['dat-lich-cua-ban'])).toEqual({ kind: 'bookings' });
  });

  it('rejects unknown paths', () => {
    for (const segments of [['bong-da'], ['the-thao'], ['esport', 'Bad_Slug'], ['esport', 'a', 'b'], ['tat-ca', 'x']]) {
      expect(resolveScheduleRoute(segments)).toBeNull();
    }
  });
});

describe('schedule filters', () => {
  it('offers the sport filter codes on "all" and only "scheduled" on a sport tab', () => {
    expect(parseFilter(ALL_TAB, '10')).toBe(FILTER_CODE.football);
    expect(parseFilter(ALL_TAB, '999')).toBe(FILTER_CODE.scheduled);
    expect(parseFilter(football, '999')).toBe(FILTER_CODE.scheduled);
    expect(parseFilter(football, '20')).toBeNull();
  });

  it('does not offer "my tips" (24), unknown codes or junk', () => {
    for (const raw of ['24', '11', 'abc', '', '10.5']) expect(parseFilter(ALL_TAB, raw)).toBeNull();
    expect(parseFilter(ALL_TAB, undefined)).toBeUndefined();
  });

  it('asks the API for the sport of a filter code', () => {
    expect(queryLiveMode(ALL_TAB, FILTER_CODE.basketball)).toBe(LIVE_MODE.basketball);
    expect(queryLiveMode(ALL_TAB, FILTER_CODE.scheduled)).toBeUndefined();
    expect(queryLiveMode(football, FILTER_CODE.scheduled)).toBe(LIVE_MODE.football);
  });

  it('builds links that keep the day and filter', () => {
    expect(scheduleHref({ path: '/lich-truc-tiep/tat-ca', date: '2026-11-25', filter: 10 })).toBe(
      '/lich-truc-tiep/tat-ca?date=2026-11-25&filter=10',
    );
    expect(scheduleHref({ path: '/lich-truc-tiep/tat-ca' })).toBe('/lich-truc-tiep/tat-ca');
  });
});

describe('chooseDay', () => {
  const days = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];

  it('picks today when no day is asked for, and any day of the window', () => {
    expect(chooseDay(undefined, days, '2026-11-22')).toEqual({ ok: true, date: '2026-11-22' });
    expect(chooseDay('2026-11-27', days, '2026-11-22')).toEqual({ ok: true, date: '2026-11-27' });
  });

  it('calls a real day outside the window stale and anything else malformed', () => {
    expect(chooseDay('2026-11-28', days, '2026-11-22')).toEqual({ ok: false, reason: 'outOfRange' });
    expect(chooseDay('2026-02-30', days, '2026-11-22')).toEqual({ ok: false, reason: 'malformed' });
    expect(chooseDay('tomorrow', days, '2026-11-22')).toEqual({ ok: false, reason: 'malformed' });
  });

  it('knows the weekday and the offset of a calendar day', () => {
    expect(weekdayOf('2026-11-25')).toBe(3);
    expect(dayOffset('2026-11-21', '2026-11-22')).toBe(-1);
  });
});

describe('groupByLeague', () => {
  const vleague = { id: 1, name: 'V.League 1', slug: 'v-league-1', logo: '' };
  const epl = { id: 2, name: 'Premier League', slug: 'premier-league', logo: '' };

  it('puts leagues with a live match first, and live matches first inside a league', () => {
    const groups = groupByLeague([
      makeMatch({ fixtureId: 1, league: vleague, status: '18:00', startTimestamp: 1 }),
      makeMatch({ fixtureId: 2, league: epl, status: '20:00', startTimestamp: 2 }),
      makeMatch({ fixtureId: 3, league: epl, status: '55', startTimestamp: 3 }),
    ]);
    expect(groups.map((g) => g.league.name)).toEqual(['Premier League', 'V.League 1']);
    expect(groups[0]?.matches.map((m) => m.fixtureId)).toEqual([3, 2]);
  });

  it('puts the studios\' round-the-clock tables after every sport, live or not', () => {
    const casino = { id: 3, name: 'Casino trực tuyến', slug: 'casino', logo: '' };
    const groups = groupByLeague([
      makeMatch({ fixtureId: 1, league: casino, liveModeId: LIVE_MODE.casino, status: 'live', startTimestamp: 0 }),
      makeMatch({ fixtureId: 2, league: vleague, status: '20:00', startTimestamp: 5 }),
      makeMatch({ fixtureId: 3, league: epl, status: '55', startTimestamp: 3 }),
    ]);
    expect(groups.map((g) => g.league.name)).toEqual(['Premier League', 'V.League 1', 'Casino trực tuyến']);
  });
});

describe('sportTabForFilter', () => {
  it('names the sport tab of a sport code and none for "scheduled"', () => {
    expect(sportTabForFilter(FILTER_CODE.football)?.segment).toBe('the-thao/bong-da');
    expect(sportTabForFilter(FILTER_CODE.casino)?.segment).toBe('casino');
    expect(sportTabForFilter(FILTER_CODE.scheduled)).toBeUndefined();
  });
});

describe('the bookings tab', () => {
  it('has a route of its own, in a folder named after its segment', async () => {
    const { existsSync } = await import('node:fs');
    const { BOOKINGS_TAB } = await import('./schedule-tabs');
    expect(existsSync(`app/[locale]/(default)/(light)/lich-truc-tiep/${BOOKINGS_TAB.segment}/page.tsx`)).toBe(true);
  });
});
