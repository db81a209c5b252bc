import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysOfMonth, isDayKey, isMonthKey, memberDay, memberDayRange, nextReset } from './member-day';

describe('member days in Asia/Ho_Chi_Minh', () => {
  it('starts a day at 17:00 UTC of the day before', () => {
    expect(memberDay(Date.UTC(2026, 10, 24, 16, 59, 59, 999))).toBe('2026-11-24');
    expect(memberDay(Date.UTC(2026, 10, 24, 17, 0, 0))).toBe('2026-11-25');
  });

  it('gives the day’s range in UTC', () => {
    expect(memberDayRange('2026-11-25')).toEqual({ start: Date.UTC(2026, 10, 24, 17), end: Date.UTC(2026, 10, 25, 17) });
  });

  it('resets at the next Vietnamese midnight', () => {
    expect(nextReset(Date.UTC(2026, 10, 25, 9, 30))).toBe(Date.UTC(2026, 10, 25, 17));
    expect(nextReset(Date.UTC(2026, 10, 25, 17))).toBe(Date.UTC(2026, 10, 26, 17));
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('lists the days of a month', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2026-11').at(-1)).toBe('2026-11-30');
  });

  it('accepts only real calendar days', () => {
    expect(isDayKey('2026-11-25')).toBe(true);
    expect(isDayKey('2026-02-30')).toBe(false);
    expect(isDayKey('2026-1-5')).toBe(false);
  });

  it('steps months across years and checks month keys', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(isMonthKey('2026-11')).toBe(true);
    expect(isMonthKey('2026-13')).toBe(false);
  });
});
