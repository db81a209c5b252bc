import { getRedis } from '@/server/redis/client';
import { createRedisChatRateLimiter } from './rate-limit-redis';

export interface RateDecision {
  allowed: boolean;
  /** How long until the window resets, when refused. */
  retryAfterMs: number;
}

/** A fixed window per key: the window opens at the first hit and allows `limit` hits. */
export interface ChatRateLimiter {
  take(key: string, limit: number, windowMs: number, now: number): Promise<RateDecision>;
}

/** One node's memory; enough when there is one node. */
export function createMemoryChatRateLimiter(): ChatRateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    async take(key, limit, windowMs, now) {
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        lastSweep = now;
      }
      let w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      if (w.count >= limit) return { allowed: false, retryAfterMs: Math.max(1, w.start + windowMs - now) };
      w.count += 1;
      return { allowed: true, retryAfterMs: 0 };
    },
  };
}

/** Shared by every node through Redis when REDIS_URL is set, so a sender cannot spread messages across nodes. */
export function defaultChatRateLimiter(): ChatRateLimiter {
  const redis = getRedis();
  return redis ? createRedisChatRateLimiter(redis) : createMemoryChatRateLimiter();
}
