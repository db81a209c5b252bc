import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.UTC(2026, 2, 10, 12);
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime units', () => {
  it('reads the same instant as now', () => {
    expect(relativeTime(NOW, NOW, 'en')).toBe('now');
  });

  it('counts seconds under a minute', () => {
    expect(relativeTime(NOW - 45 * SECOND, NOW, 'en')).toBe('45 seconds ago');
  });

  it('switches to minutes at 60 seconds', () => {
    expect(relativeTime(NOW - 60 * SECOND, NOW, 'en')).toBe('1 minute ago');
  });

  it('counts whole minutes', () => {
    expect(relativeTime(NOW - 5 * MINUTE - 59 * SECOND, NOW, 'en')).toBe('5 minutes ago');
  });

  it('counts hours under a day', () => {
    expect(relativeTime(NOW - 23 * HOUR, NOW, 'en')).toBe('23 hours ago');
  });

  it('counts days from 24 hours', () => {
    expect(relativeTime(NOW - DAY, NOW, 'en')).toBe('1 day ago');
  });

  it('counts days under 30 days', () => {
    expect(relativeTime(NOW - 29 * DAY, NOW, 'en')).toBe('29 days ago');
  });

  it('switches to months at 30 days', () => {
    expect(relativeTime(NOW - 30 * DAY, NOW, 'en')).toBe('1 month ago');
  });

  it('counts months under 365 days', () => {
    expect(relativeTime(NOW - 364 * DAY, NOW, 'en')).toBe('12 months ago');
  });

  it('switches to years at 365 days', () => {
    expect(relativeTime(NOW - 365 * DAY, NOW, 'en')).toBe('1 year ago');
  });

  it('counts whole years', () => {
    expect(relativeTime(NOW - 3 * 365 * DAY - 10 * DAY, NOW, 'en')).toBe('3 years ago');
  });
});

describe('relativeTime in the past', () => {
  it('reads "5 phút trước" in Vietnamese', () => {
    expect(relativeTime(NOW - 5 * MINUTE, NOW, 'vi')).toBe('5 phút trước');
  });

  it('reads "5 minutes ago" in English', () => {
    expect(relativeTime(NOW - 5 * MINUTE, NOW, 'en')).toBe('5 minutes ago');
  });

  it('reads "5 分鐘前" in Traditional Chinese', () => {
    expect(relativeTime(NOW - 5 * MINUTE, NOW, 'zh')).toBe('5 分鐘前');
  });

  it('reads "2 ngày trước" for two days in Vietnamese', () => {
    expect(relativeTime(NOW - 2 * DAY, NOW, 'vi')).toBe('2 ngày trước');
  });
});

describe('relativeTime in the future', () => {
  it('reads "sau 3 giờ nữa" in Vietnamese', () => {
    expect(relativeTime(NOW + 3 * HOUR, NOW, 'vi')).toBe('sau 3 giờ nữa');
  });

  it('reads "in 3 hours" in English', () => {
    expect(relativeTime(NOW + 3 * HOUR, NOW, 'en')).toBe('in 3 hours');
  });

  it('reads "3 小時後" in Traditional Chinese', () => {
    expect(relativeTime(NOW + 3 * HOUR, NOW, 'zh')).toBe('3 小時後');
  });

  it('reads "in 2 years" two years ahead', () => {
    expect(relativeTime(NOW + 2 * 365 * DAY, NOW, 'en')).toBe('in 2 years');
  });
});
