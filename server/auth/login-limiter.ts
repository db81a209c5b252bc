/** Counts failed logins per key (username + client IP). Async so a shared store can replace it. */
export interface LoginLimiter {
  isBlocked(key: string, now?: number): Promise<boolean>;
  recordFailure(key: string, now?: number): Promise<void>;
  reset(key: string): Promise<void>;
}

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 10 * 60 * 1000;

interface Window {
  failures: number;
  resetAt: number;
}

/** Fixed window per key, in this process only. */
export function createMemoryLoginLimiter(max = LOGIN_MAX_FAILURES, windowMs = LOGIN_WINDOW_MS): LoginLimiter {
  const windows = new Map<string, Window>();

  const live = (key: string, now: number): Window | undefined => {
    const w = windows.get(key);
    if (w && w.resetAt <= now) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };

  const prune = (now: number) => {
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  };

  return {
    async isBlocked(key, now = Date.now()) {
      return (live(key, now)?.failures ?? 0) >= max;
    },
    async recordFailure(key, now = Date.now()) {
      if (windows.size > 10_000) prune(now);
      const w = live(key, now);
      if (w) w.failures += 1;
      else windows.set(key, { failures: 1, resetAt: now + windowMs });
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function loginLimiterKey(username: string, ip: string): string {
  return `${username.toLowerCase()}|${ip}`;
}
