import { describe, expect, it } from 'vitest';
import { isTimeText, toTimeText } from './time-text';

describe('isTimeText', () => {
  it('accepts YYYY-MM-DD HH:mm:ss', () => {
    expect(isTimeText('2026-03-10 19:30:00')).toBe(true);
  });

  it('accepts 29 February in a leap year', () => {
    expect(isTimeText('2028-02-29 00:00:00')).toBe(true);
  });

  it('accepts the last second of a day', () => {
    expect(isTimeText('2026-12-31 23:59:59')).toBe(true);
  });

  it('rejects 30 February', () => {
    expect(isTimeText('2026-02-30 10:00:00')).toBe(false);
  });

  it('rejects 29 February outside a leap year', () => {
    expect(isTimeText('2026-02-29 10:00:00')).toBe(false);
  });

  it('rejects month 13', () => {
    expect(isTimeText('2026-13-01 10:00:00')).toBe(false);
  });

  it('rejects hour 24', () => {
    expect(isTimeText('2026-03-10 24:00:00')).toBe(false);
  });

  it('rejects minute 60', () => {
    expect(isTimeText('2026-03-10 10:60:00')).toBe(false);
  });

  it('rejects a missing seconds part', () => {
    expect(isTimeText('2026-03-10 10:00')).toBe(false);
  });

  it('rejects an ISO "T" separator', () => {
    expect(isTimeText('2026-03-10T10:00:00')).toBe(false);
  });

  it('rejects surrounding text', () => {
    expect(isTimeText(' 2026-03-10 10:00:00')).toBe(false);
  });
});

describe('toTimeText', () => {
  it('writes an instant as YYYY-MM-DD HH:mm:ss in the zone', () => {
    expect(toTimeText(Date.UTC(2026, 2, 10, 12, 5, 9), 'Asia/Ho_Chi_Minh')).toBe('2026-03-10 19:05:09');
  });

  it('writes text that isTimeText accepts', () => {
    expect(isTimeText(toTimeText(Date.UTC(2026, 0, 1), 'Europe/London'))).toBe(true);
  });
});
