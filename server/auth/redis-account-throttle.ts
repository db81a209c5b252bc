import type { Redis } from 'ioredis';
import { LOGIN_SLOWDOWN, loginSlowdownMs } from '@/lib/domain/limits';
import { getRedis } from '@/server/redis/client';
import { createMemoryAccountThrottle, type AccountThrottle } from './account-throttle';

/** The same slowdown as in memory, shared by every node through Redis: a hash of the failure count and the next allowed time. */
export function createRedisAccountThrottle(redis: Redis, prefix = 'portal:login-slowdown:'): AccountThrottle {
  return {
    async waitMs(account, now) {
      const nextAt = Number((await redis.hget(prefix + account, 'nextAt')) ?? 0);
      return Math.max(0, nextAt - now);
    },
    async recordFailure(account, now) {
      const key = prefix + account;
      const failures = await redis.hincrby(key, 'failures', 1);
      await redis.multi().hset(key, 'nextAt', now + loginSlowdownMs(failures)).pexpire(key, LOGIN_SLOWDOWN.forgetAfterMs).exec();
    },
    async reset(account) {
      await redis.del(prefix + account);
    },
  };
}

/** Through Redis when it is configured, so guesses spread across nodes still add up; else in this process. */
export function createSharedAccountThrottle(): AccountThrottle {
  const redis = getRedis();
  return redis ? createRedisAccountThrottle(redis) : createMemoryAccountThrottle();
}
