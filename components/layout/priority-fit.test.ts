import { describe, expect, it } from 'vitest';
import { fittingCount } from './priority-fit';

describe('fittingCount', () => {
  it('keeps every item when the row fits, with no room kept for More', () => {
    expect(fittingCount([100, 100, 100], 304, 80, 2)).toBe(3);
  });

  it('keeps room for the More button once something has to go', () => {
    // 100 + 2 + 100 + 2 + 80 = 284 fits in 300; a third item would not leave room for More.
    expect(fittingCount([100, 100, 100], 300, 80, 2)).toBe(2);
  });

  it('keeps order: a narrow item after a wide one that does not fit goes too', () => {
    expect(fittingCount([100, 300, 20], 250, 50, 0)).toBe(1);
  });

  it('shows only More when not even the first item fits beside it', () => {
    expect(fittingCount([200, 100], 150, 80, 2)).toBe(0);
  });

  it('handles an empty row', () => {
    expect(fittingCount([], 0, 80, 2)).toBe(0);
  });
});
