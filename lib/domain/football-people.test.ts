import { describe, expect, it } from 'vitest';
import { ageOn, isPosition } from './football-people';

describe('ageOn', () => {
  const now = Date.UTC(2026, 10, 23);
  it('counts whole years', () => {
    expect(ageOn('2000-01-10', now)).toBe(26);
  });
  it('is a year less before the birthday', () => {
    expect(ageOn('2000-12-01', now)).toBe(25);
    expect(ageOn('2000-11-23', now)).toBe(26);
  });
  it('is unknown for an unreadable date', () => {
    expect(ageOn('10/01/2000', now)).toBeNull();
  });
});

describe('isPosition', () => {
  it('knows the four positions', () => {
    expect(isPosition('GK')).toBe(true);
    expect(isPosition('ST')).toBe(false);
  });
});
