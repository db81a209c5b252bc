import { describe, expect, it } from 'vitest';
import { LocalCalendar } from './local-calendar';

describe('LocalCalendar', () => {
  // 23:30 UTC on Saturday 21 November is already Sunday 06:30 in Ho Chi Minh City.
  const cal = new LocalCalendar(Date.UTC(2026, 10, 21, 23, 30));

  it('counts days on the Ho Chi Minh City calendar', () => {
    expect(cal.weekday(0)).toBe(0);
    expect(cal.weekday(-1)).toBe(6);
  });

  it('turns a local time of day into the instant', () => {
    expect(cal.at(0, '19:15')).toBe(Date.UTC(2026, 10, 22, 12, 15));
    expect(cal.at(1, '02:00')).toBe(Date.UTC(2026, 10, 22, 19, 0));
  });

  it('names local days by their date', () => {
    expect(cal.dayKey(0)).toBe('2026-11-22');
    expect(cal.dayKey(-1)).toBe('2026-11-21');
  });

  it('finds the local day of an instant', () => {
    expect(cal.dayOffsetOf(Date.UTC(2026, 10, 22, 16, 59))).toBe(0);
    expect(cal.dayOffsetOf(Date.UTC(2026, 10, 22, 17, 0))).toBe(1);
    expect(cal.dayOffsetOf(Date.UTC(2026, 10, 21, 16, 59))).toBe(-1);
  });
});

describe('LocalCalendar in another zone', () => {
  const now = Date.UTC(2026, 10, 21, 23, 30);

  it('reads kick-offs on that zone\'s clock, with its summer time', () => {
    const london = new LocalCalendar(now, 'Europe/London');
    expect(london.weekday(0)).toBe(6);
    expect(london.at(0, '15:00')).toBe(Date.UTC(2026, 10, 21, 15, 0));
    expect(new LocalCalendar(Date.UTC(2026, 6, 18, 12, 0), 'Europe/London').at(0, '15:00')).toBe(Date.UTC(2026, 6, 18, 14, 0));
  });

  it('runs a day behind Ho Chi Minh City on the American evening', () => {
    const newYork = new LocalCalendar(now, 'America/New_York');
    expect(newYork.at(0, '19:30')).toBe(Date.UTC(2026, 10, 22, 0, 30));
    expect(new LocalCalendar(now).dayOffsetOf(newYork.at(0, '19:30'))).toBe(0);
    expect(newYork.startOf(1)).toBe(Date.UTC(2026, 10, 22, 5, 0));
  });
});
