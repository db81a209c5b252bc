import type { Redis } from 'ioredis';
import { getRedis } from '@/server/redis/client';
import { createMemoryLoginLimiter, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS, type LoginLimiter } from './login-limiter';

/** The same fixed window as the in-memory limiter, shared by every node through Redis. */
export function createRedisLoginLimiter(
  redis: Redis,
  opts: { max?: number; windowMs?: number; prefix?: string } = {},
): LoginLimiter {
  const max = opts.max ?? LOGIN_MAX_FAILURES;
  const windowMs = opts.windowMs ?? LOGIN_WINDOW_MS;
  const prefix = opts.prefix ?? 'portal:login-failures:';

  return {
    async isBlocked(key) {
      return Number((await redis.get(prefix + key)) ?? 0) >= max;
    },
    async recordFailure(key) {
      // The window starts at the first failure; later failures do not extend it.
      await redis.multi().incr(prefix + key).pexpire(prefix + key, windowMs, 'NX').exec();
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/** Through Redis when it is configured, so a guesser cannot spread attempts across nodes; else in this process. */
export function createSharedLimiter(opts: { max?: number; windowMs?: number; prefix?: string } = {}): LoginLimiter {
  const redis = getRedis();
  return redis ? createRedisLoginLimiter(redis, opts) : createMemoryLoginLimiter(opts.max, opts.windowMs);
}
