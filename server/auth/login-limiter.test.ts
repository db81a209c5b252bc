import { describe, expect, it } from 'vitest';
import { createMemoryLoginLimiter, loginLimiterKey } from './login-limiter';

describe('memory login limiter', () => {
  it('blocks a key after the maximum failures within the window', async () => {
    const l = createMemoryLoginLimiter(3, 1000);
    for (let i = 0; i < 3; i++) {
      expect(await l.isBlocked('k', 0)).toBe(false);
      await l.recordFailure('k', 0);
    }
    expect(await l.isBlocked('k', 10)).toBe(true);
    expect(await l.isBlocked('other', 10)).toBe(false);
  });

  it('forgets failures when the window ends', async () => {
    const l = createMemoryLoginLimiter(1, 1000);
    await l.recordFailure('k', 0);
    expect(await l.isBlocked('k', 999)).toBe(true);
    expect(await l.isBlocked('k', 1000)).toBe(false);
  });

  it('clears a key on reset', async () => {
    const l = createMemoryLoginLimiter(1, 1000);
    await l.recordFailure('k', 0);
    await l.reset('k');
    expect(await l.isBlocked('k', 1)).toBe(false);
  });

  it('keys on username regardless of case, and address', () => {
    expect(loginLimiterKey('Fan01', '1.2.3.4')).toBe(loginLimiterKey('fan01', '1.2.3.4'));
    expect(loginLimiterKey('fan01', '1.2.3.4')).not.toBe(loginLimiterKey('fan01', '1.2.3.5'));
  });
});
