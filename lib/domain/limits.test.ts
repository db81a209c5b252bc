import { describe, expect, it } from 'vitest';
import { LOGIN_SLOWDOWN, loginSlowdownMs } from './limits';

describe('the login slowdown of an account', () => {
  it('lets the first failures through without a wait', () => {
    for (let f = 0; f < LOGIN_SLOWDOWN.freeFailures; f += 1) expect(loginSlowdownMs(f)).toBe(0);
  });

  it('doubles the wait with each further failure', () => {
    const f = LOGIN_SLOWDOWN.freeFailures;
    expect([loginSlowdownMs(f), loginSlowdownMs(f + 1), loginSlowdownMs(f + 2)]).toEqual([
      LOGIN_SLOWDOWN.firstDelayMs,
      LOGIN_SLOWDOWN.firstDelayMs * 2,
      LOGIN_SLOWDOWN.firstDelayMs * 4,
    ]);
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(loginSlowdownMs(1_000)).toBe(LOGIN_SLOWDOWN.maxDelayMs);
  });
});
