import { describe, expect, it } from 'vitest';
import { zonedDayRange } from './zoned-day';

const iso = (r: { start: number; end: number }) => [new Date(r.start).toISOString(), new Date(r.end).toISOString()];

describe('zonedDayRange', () => {
  it('starts a Ho Chi Minh City day at 17:00 UTC the day before', () => {
    expect(iso(zonedDayRange('2025-06-15', 'Asia/Ho_Chi_Minh'))).toEqual(['2025-06-14T17:00:00.000Z', '2025-06-15T17:00:00.000Z']);
  });

  it('gives a 23-hour day when clocks go forward', () => {
    const r = zonedDayRange('2025-03-09', 'America/New_York');
    expect(iso(r)).toEqual(['2025-03-09T05:00:00.000Z', '2025-03-10T04:00:00.000Z']);
  });

  it('gives a 25-hour day when clocks go back', () => {
    const r = zonedDayRange('2025-11-02', 'America/New_York');
    expect((r.end - r.start) / 3_600_000).toBe(25);
  });

  it('refuses a day that is not on the calendar', () => {
    expect(() => zonedDayRange('2025-02-29', 'UTC')).toThrow('date: "2025-02-29" is not a calendar date');
  });

  it('refuses an unknown time zone', () => {
    expect(() => zonedDayRange('2025-02-28', 'Nowhere/Town')).toThrow('timezone: unknown time zone "Nowhere/Town"');
  });
});
