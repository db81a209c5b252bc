import type { Redis } from 'ioredis';
import type { ChatRateLimiter } from './rate-limit';

/** The fixed window of the memory limiter, counted in Redis (INCR, expiry set by the first hit). */
export function createRedisChatRateLimiter(redis: Redis, opts: { prefix?: string } = {}): ChatRateLimiter {
  const prefix = opts.prefix ?? 'portal:chat-rate:';
  return {
    async take(key, limit, windowMs) {
      const k = prefix + key;
      const replies = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(replies?.[0]?.[1] ?? 0);
      const ttl = Number(replies?.[2]?.[1] ?? windowMs);
      if (count <= limit) return { allowed: true, retryAfterMs: 0 };
      return { allowed: false, retryAfterMs: Math.max(1, ttl > 0 ? ttl : windowMs) };
    },
  };
}
