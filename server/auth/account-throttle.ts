import { LOGIN_SLOWDOWN, loginSlowdownMs } from '@/lib/domain/limits';

/**
 * Slows down password guesses at one account, whatever addresses they come from: after a few failures
 * each further try waits longer (see LOGIN_SLOWDOWN). It only ever delays, so failing on purpose
 * cannot lock the member out. Async so a shared store can replace it.
 */
export interface AccountThrottle {
  /** Milliseconds before the account may be tried again; 0 when it may be tried now. */
  waitMs(account: string, now: number): Promise<number>;
  recordFailure(account: string, now: number): Promise<void>;
  reset(account: string): Promise<void>;
}

interface Entry {
  failures: number;
  nextAt: number;
  forgetAt: number;
}

/** In this process only. */
export function createMemoryAccountThrottle(): AccountThrottle {
  const entries = new Map<string, Entry>();

  const live = (account: string, now: number): Entry | undefined => {
    const e = entries.get(account);
    if (e && e.forgetAt <= now) {
      entries.delete(account);
      return undefined;
    }
    return e;
  };

  const prune = (now: number) => {
    for (const [account, e] of entries) if (e.forgetAt <= now) entries.delete(account);
  };

  return {
    async waitMs(account, now) {
      return Math.max(0, (live(account, now)?.nextAt ?? 0) - now);
    },
    async recordFailure(account, now) {
      if (entries.size > 10_000) prune(now);
      const failures = (live(account, now)?.failures ?? 0) + 1;
      entries.set(account, { failures, nextAt: now + loginSlowdownMs(failures), forgetAt: now + LOGIN_SLOWDOWN.forgetAfterMs });
    },
    async reset(account) {
      entries.delete(account);
    },
  };
}
