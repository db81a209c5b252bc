import { describe, expect, it } from 'vitest';
import { CHECK_IN_REWARDS, bestStreak, checkInReward, currentStreak, nextStreak } from './check-in';

describe('check-in streaks', () => {
  it('pays the bonus on day 7 and starts the week over on day 8', () => {
    expect(checkInReward(1)).toBe(CHECK_IN_REWARDS[0]);
    expect(checkInReward(7)).toBe(50);
    expect(checkInReward(8)).toBe(checkInReward(1));
    expect(checkInReward(14)).toBe(50);
  });

  it('continues a streak only from yesterday', () => {
    expect(nextStreak(null, '2026-11-25')).toBe(1);
    expect(nextStreak({ day: '2026-11-24', streak: 3 }, '2026-11-25')).toBe(4);
    expect(nextStreak({ day: '2026-11-23', streak: 3 }, '2026-11-25')).toBe(1);
  });

  it('counts the current streak through today or, before today’s check-in, yesterday', () => {
    const days = ['2026-11-22', '2026-11-23', '2026-11-24'];
    expect(currentStreak(days, '2026-11-25')).toBe(3);
    expect(currentStreak([...days, '2026-11-25'], '2026-11-25')).toBe(4);
    expect(currentStreak(days, '2026-11-26')).toBe(0);
    expect(currentStreak([], '2026-11-26')).toBe(0);
  });

  it('finds the best streak across month ends and gaps', () => {
    expect(bestStreak(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-03', '2026-11-04'])).toBe(3);
    expect(bestStreak([])).toBe(0);
    expect(bestStreak(['2026-11-05', '2026-11-05'])).toBe(1);
  });
});
