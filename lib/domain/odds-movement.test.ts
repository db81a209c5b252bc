import { describe, expect, it } from 'vitest';
import { isSuspended, MOVEMENT_THRESHOLD, movementOf, ODDS_SUSPENSION, openingAndCurrent, pricesMoved, seriesMoved, suspendedUntil } from './odds-movement';

describe('movementOf', () => {
  it('reads a higher price as up', () => expect(movementOf(1.9, 2.05)).toBe('up'));
  it('reads a lower price as down', () => expect(movementOf(2.05, 1.9)).toBe('down'));
  it('reads an equal price as steady', () => expect(movementOf(1.9, 1.9)).toBe('steady'));
  it('treats a change below the threshold as steady', () => expect(movementOf(1.9, 1.91)).toBe('steady'));
  it('counts a change of exactly the threshold, despite float rounding', () => {
    expect(movementOf(1.92, 1.94)).toBe('up');
    expect(movementOf(1.94, 1.92)).toBe('down');
    expect(MOVEMENT_THRESHOLD).toBe(0.02);
  });
  it('is steady when either price is missing', () => {
    expect(movementOf(null, 2)).toBe('steady');
    expect(movementOf(2, null)).toBe('steady');
    expect(movementOf(undefined, undefined)).toBe('steady');
  });
  it('accepts a custom threshold', () => expect(movementOf(2, 2.05, 0.1)).toBe('steady'));
});

describe('pricesMoved', () => {
  it('is false when every price is within the threshold', () => expect(pricesMoved([1.9, 3.4, null], [1.91, 3.4, null])).toBe(false));
  it('is true when one price moved', () => expect(pricesMoved([1.9, 3.4, 4.1], [1.9, 3.5, 4.1])).toBe(true));
  it('is true when a price appears or disappears', () => expect(pricesMoved([1.9, null], [1.9, 3])).toBe(true));
  it('is true when a line changes', () => expect(pricesMoved([-0.5], [-1.5])).toBe(true));
});

describe('openingAndCurrent', () => {
  it('takes the first and last points', () => {
    expect(openingAndCurrent([{ t: 1, value: 2 }, { t: 2, value: 2.2 }, { t: 3, value: 2.1 }])).toEqual({ opening: 2, current: 2.1, movement: 'up' });
  });
  it('is null for an empty series', () => expect(openingAndCurrent([])).toBeNull());
  it('is steady for a single point', () => expect(openingAndCurrent([{ t: 1, value: 2 }])?.movement).toBe('steady'));
});

describe('seriesMoved', () => {
  it('is false for a flat line, rounding noise included, and for no readings', () => {
    expect(seriesMoved([1.9, 1.9, 1.91, 1.9])).toBe(false);
    expect(seriesMoved([])).toBe(false);
  });

  it('is true once any reading moved from the first by the threshold', () => {
    expect(seriesMoved([1.9, 1.92])).toBe(true);
    expect(seriesMoved([2.1, 2.1, 1.95])).toBe(true);
  });
});

describe('suspension', () => {
  const GOAL = 1_000_000;
  const goal = { kind: 'goal', at: GOAL };

  it('suspends the market for about ninety seconds from a goal, and not before it', () => {
    expect(ODDS_SUSPENSION.goal).toBe(90_000);
    expect(isSuspended([goal], GOAL - 1)).toBe(false);
    expect(isSuspended([goal], GOAL)).toBe(true);
    expect(isSuspended([goal], GOAL + 89_999)).toBe(true);
    expect(isSuspended([goal], GOAL + 90_000)).toBe(false);
  });

  it('suspends for sendings-off and own goals too, but not for a yellow card or a substitution', () => {
    for (const kind of ['red', 'second-yellow', 'own-goal', 'penalty-goal']) expect(isSuspended([{ kind, at: GOAL }], GOAL + 30_000), kind).toBe(true);
    for (const kind of ['yellow', 'sub', 'missed-penalty']) expect(isSuspended([{ kind, at: GOAL }], GOAL + 30_000), kind).toBe(false);
  });

  it('runs until the latest overlapping event’s window ends', () => {
    expect(suspendedUntil([goal, { kind: 'red', at: GOAL + 60_000 }], GOAL + 70_000)).toBe(GOAL + 150_000);
    expect(suspendedUntil([], GOAL)).toBeNull();
  });
});
