import { describe, expect, it } from 'vitest';
import { calendarDay, formatDateTime, formatKickoff, instantOfWall, isValidZone, resolveZone, zoneOffsetMinutes } from './date';

/** 2026-03-10 17:45 UTC. */
const AT = Date.UTC(2026, 2, 10, 17, 45);

describe('formatDateTime', () => {
  it('writes HH:mm DD/MM/YYYY by default', () => {
    expect(formatDateTime(AT, 'Europe/London')).toBe('17:45 10/03/2026');
  });

  it('writes the time in the given zone', () => {
    expect(formatDateTime(AT, 'Asia/Ho_Chi_Minh')).toBe('00:45 11/03/2026');
  });

  it('takes another format', () => {
    expect(formatDateTime(AT, 'Europe/London', 'DD/MM')).toBe('10/03');
  });

  it('falls back to Asia/Ho_Chi_Minh for an invalid zone', () => {
    expect(formatDateTime(AT, 'Not/AZone')).toBe('00:45 11/03/2026');
  });
});

describe('formatKickoff', () => {
  it('writes HH:mm in the zone', () => {
    expect(formatKickoff(AT, 'Asia/Bangkok')).toBe('00:45');
  });
});

describe('calendarDay', () => {
  it('gives the day in the zone', () => {
    expect(calendarDay(AT, 'Asia/Bangkok')).toBe('2026-03-11');
  });

  it('gives an earlier day west of UTC', () => {
    expect(calendarDay(Date.UTC(2026, 2, 11, 2), 'America/New_York')).toBe('2026-03-10');
  });
});

describe('zoneOffsetMinutes', () => {
  it('gives +420 for Asia/Bangkok', () => {
    expect(zoneOffsetMinutes('Asia/Bangkok', AT)).toBe(420);
  });

  it('follows daylight saving: London is +60 in July', () => {
    expect(zoneOffsetMinutes('Europe/London', Date.UTC(2026, 6, 1))).toBe(60);
  });

  it('gives a negative offset west of UTC', () => {
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 0, 15))).toBe(-300);
  });

  it('falls back to Asia/Ho_Chi_Minh (+420) for an invalid zone', () => {
    expect(zoneOffsetMinutes('Mars/Olympus', AT)).toBe(420);
  });
});

describe('instantOfWall', () => {
  it('finds the instant a zone’s clock shows a wall time, across a daylight-saving change', () => {
    expect(new Date(instantOfWall(Date.UTC(2026, 10, 25, 0, 0), 'Asia/Ho_Chi_Minh')).toISOString()).toBe('2026-11-24T17:00:00.000Z');
    // New York springs forward on 8 March 2026: 03:00 local is already EDT (UTC−4).
    expect(new Date(instantOfWall(Date.UTC(2026, 2, 8, 3, 0), 'America/New_York')).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(new Date(instantOfWall(Date.UTC(2026, 2, 7, 3, 0), 'America/New_York')).toISOString()).toBe('2026-03-07T08:00:00.000Z');
  });
});

describe('resolveZone', () => {
  it('keeps a valid zone', () => {
    expect(resolveZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  });

  it('falls back for an empty zone', () => {
    expect(resolveZone('')).toBe('Asia/Ho_Chi_Minh');
  });

  it('falls back for a missing zone', () => {
    expect(resolveZone(undefined)).toBe('Asia/Ho_Chi_Minh');
  });

  it('recognises an invalid zone', () => {
    expect(isValidZone('Nowhere/City')).toBe(false);
  });
});
