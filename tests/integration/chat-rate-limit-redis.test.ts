import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createRedisChatRateLimiter } from '@/server/chat/rate-limit-redis';
import { connectTestRedis } from '@/tests/fixtures/test-redis';

const redis: Redis | null = await connectTestRedis();

describe.skipIf(!redis)('chat rate limit on Redis', () => {
  const prefix = `test:${randomUUID()}:`;
  const client = redis as Redis;
  afterAll(async () => {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(...keys);
    client.disconnect();
  });

  it('allows the limit within a window, then refuses with the time left', async () => {
    const limiter = createRedisChatRateLimiter(client, { prefix });
    for (let i = 0; i < 3; i++) expect((await limiter.take('u:1', 3, 30_000, Date.now())).allowed).toBe(true);
    const refused = await limiter.take('u:1', 3, 30_000, Date.now());
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(30_000);
    expect((await limiter.take('u:2', 3, 30_000, Date.now())).allowed).toBe(true);
  });

  it('shares the count between two nodes', async () => {
    const nodeA = createRedisChatRateLimiter(client, { prefix });
    const nodeB = createRedisChatRateLimiter(client, { prefix });
    expect((await nodeA.take('u:7', 2, 30_000, Date.now())).allowed).toBe(true);
    expect((await nodeB.take('u:7', 2, 30_000, Date.now())).allowed).toBe(true);
    expect((await nodeA.take('u:7', 2, 30_000, Date.now())).allowed).toBe(false);
    expect((await nodeB.take('u:7', 2, 30_000, Date.now())).allowed).toBe(false);
  });

  it('opens a new window once the old one has expired', async () => {
    const limiter = createRedisChatRateLimiter(client, { prefix });
    expect((await limiter.take('u:9', 1, 50, Date.now())).allowed).toBe(true);
    expect((await limiter.take('u:9', 1, 50, Date.now())).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 120));
    expect((await limiter.take('u:9', 1, 50, Date.now())).allowed).toBe(true);
  });
});
