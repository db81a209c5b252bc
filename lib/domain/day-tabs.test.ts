import { describe, expect, it } from 'vitest';
import { addDays, RESULT_DAY_RANGE, resultDays, SCHEDULE_DAY_RANGE, scheduleDays } from './day-tabs';

/** 2026-03-10 18:30 UTC: already 11 March in Ho Chi Minh City (UTC+7), still 10 March in London. */
const NOW = Date.UTC(2026, 2, 10, 18, 30);

describe('scheduleDays', () => {
  it('runs from yesterday to five days ahead', () => {
    expect(SCHEDULE_DAY_RANGE).toEqual({ from: -1, to: 5 });
  });

  it('lists seven calendar days in the viewer zone', () => {
    expect(scheduleDays(NOW, 'Asia/Ho_Chi_Minh')).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
    ]);
  });

  it('starts from the day it is in the given zone', () => {
    expect(scheduleDays(NOW, 'Europe/London')[1]).toBe('2026-03-10');
  });
});

describe('resultDays', () => {
  it('runs from five days back to tomorrow', () => {
    expect(RESULT_DAY_RANGE).toEqual({ from: -5, to: 1 });
  });

  it('lists seven calendar days in the viewer zone', () => {
    expect(resultDays(NOW, 'Asia/Ho_Chi_Minh')).toEqual([
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
    ]);
  });
});

describe('addDays', () => {
  it('crosses a month end', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('crosses a year end backwards', () => {
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('ignores a daylight-saving change', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });
});
