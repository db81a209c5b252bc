import { ApiError } from '@/server/api/errors';
import { securityEvent } from '@/server/security/events';
import type { AccountThrottle } from './account-throttle';
import { LOGIN_WINDOW_MS, loginLimiterKey, type LoginLimiter } from './login-limiter';

/**
 * The limits on password guesses, for a log-in and for a password re-entered to confirm a change:
 * a fixed window per username and address, and a slowdown per account from any address.
 */
export interface LoginGuard {
  /** Refuses with 429 and Retry-After while either limit holds. */
  assertMayTry(username: string, ip: string, now: number): Promise<void>;
  failed(username: string, ip: string, now: number, kind: 'login-failed' | 'reauth-failed'): Promise<void>;
  succeeded(username: string, ip: string): Promise<void>;
}

const accountKey = (username: string) => username.trim().toLowerCase();
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function throttled(username: string, ip: string, scope: 'address' | 'account', waitMs: number): ApiError {
  const retryAfterS = seconds(waitMs);
  securityEvent('login-throttled', { username, ip, scope, retryAfterS });
  return new ApiError(429, 'Too many failed login attempts; try again later', { 'retry-after': String(retryAfterS) });
}

export function createLoginGuard(window: LoginLimiter, throttle: AccountThrottle): LoginGuard {
  return {
    async assertMayTry(username, ip, now) {
      if (await window.isBlocked(loginLimiterKey(username, ip), now)) throw throttled(username, ip, 'address', LOGIN_WINDOW_MS);
      const wait = await throttle.waitMs(accountKey(username), now);
      if (wait > 0) throw throttled(username, ip, 'account', wait);
    },
    async failed(username, ip, now, kind) {
      securityEvent(kind, { username, ip });
      await window.recordFailure(loginLimiterKey(username, ip), now);
      await throttle.recordFailure(accountKey(username), now);
    },
    async succeeded(username, ip) {
      await window.reset(loginLimiterKey(username, ip));
      await throttle.reset(accountKey(username));
    },
  };
}
