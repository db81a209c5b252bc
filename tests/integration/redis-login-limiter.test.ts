import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createRedisLoginLimiter } from '@/server/auth/redis-login-limiter';
import { connectTestRedis } from '@/tests/fixtures/test-redis';

const redis: Redis | null = await connectTestRedis();

describe.skipIf(!redis)('login limiter on Redis', () => {
  const prefix = `test:${randomUUID()}:`;
  let client: Redis;

  beforeAll(() => {
    client = redis as Redis;
  });
  afterAll(async () => {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(...keys);
    client.disconnect();
  });

  it('blocks a key after the maximum number of failures', async () => {
    const limiter = createRedisLoginLimiter(client, { max: 3, prefix });
    for (let i = 0; i < 2; i += 1) await limiter.recordFailure('alice|1.2.3.4');
    expect(await limiter.isBlocked('alice|1.2.3.4')).toBe(false);
    await limiter.recordFailure('alice|1.2.3.4');
    expect(await limiter.isBlocked('alice|1.2.3.4')).toBe(true);
  });

  it('shares the count between two limiters, as two nodes would', async () => {
    const nodeA = createRedisLoginLimiter(client, { max: 2, prefix });
    const nodeB = createRedisLoginLimiter(client, { max: 2, prefix });
    await nodeA.recordFailure('bob|5.6.7.8');
    await nodeB.recordFailure('bob|5.6.7.8');
    expect(await nodeA.isBlocked('bob|5.6.7.8')).toBe(true);
  });

  it('forgets failures after a successful login', async () => {
    const limiter = createRedisLoginLimiter(client, { max: 1, prefix });
    await limiter.recordFailure('carol|9.9.9.9');
    await limiter.reset('carol|9.9.9.9');
    expect(await limiter.isBlocked('carol|9.9.9.9')).toBe(false);
  });

  it('lets the window expire', async () => {
    const limiter = createRedisLoginLimiter(client, { max: 1, windowMs: 50, prefix });
    await limiter.recordFailure('dave|1.1.1.1');
    expect(await limiter.isBlocked('dave|1.1.1.1')).toBe(true);
    await new Promise((r) => setTimeout(r, 120));
    expect(await limiter.isBlocked('dave|1.1.1.1')).toBe(false);
  });
});
