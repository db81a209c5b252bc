import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { LOGIN_SLOWDOWN } from '@/lib/domain/limits';
import { createMemoryAccountThrottle, type AccountThrottle } from '@/server/auth/account-throttle';
import { createRedisAccountThrottle } from '@/server/auth/redis-account-throttle';
import { connectTestRedis } from '@/tests/fixtures/test-redis';

const redis: Redis | null = await connectTestRedis();
const prefix = `test:${randomUUID()}:`;
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

/** Two nodes' views of one store: the same object in memory, two clients' worth of Redis. */
const stores: { name: string; nodes: () => [AccountThrottle, AccountThrottle] }[] = [
  { name: 'memory', nodes: () => { const t = createMemoryAccountThrottle(); return [t, t]; } },
  ...(redis ? [{ name: 'Redis', nodes: (): [AccountThrottle, AccountThrottle] => [createRedisAccountThrottle(redis, prefix), createRedisAccountThrottle(redis, prefix)] }] : []),
];

describe.each(stores)('the per-account login slowdown in $name', ({ nodes }) => {
  const free = LOGIN_SLOWDOWN.freeFailures;
  let serial = 0;
  const account = () => `member-${++serial}-${randomUUID()}`;
  const now = Date.now();

  it('lets the free failures through without a wait', async () => {
    const [t] = nodes();
    const a = account();
    for (let i = 0; i < free - 1; i += 1) await t.recordFailure(a, now);
    expect(await t.waitMs(a, now)).toBe(0);
  });

  it('then makes each try wait, twice as long after each further failure, counted across nodes', async () => {
    const [nodeA, nodeB] = nodes();
    const a = account();
    for (let i = 0; i < free; i += 1) await (i % 2 ? nodeA : nodeB).recordFailure(a, now);
    expect(await nodeA.waitMs(a, now)).toBe(LOGIN_SLOWDOWN.firstDelayMs);
    await nodeB.recordFailure(a, now);
    expect(await nodeA.waitMs(a, now)).toBe(LOGIN_SLOWDOWN.firstDelayMs * 2);
    expect(await nodeB.waitMs(a, now + LOGIN_SLOWDOWN.firstDelayMs * 2)).toBe(0);
  });

  it('never waits longer than the cap', async () => {
    const [t] = nodes();
    const a = account();
    for (let i = 0; i < 40; i += 1) await t.recordFailure(a, now);
    expect(await t.waitMs(a, now)).toBe(LOGIN_SLOWDOWN.maxDelayMs);
  });

  it('forgets the failures after a successful login', async () => {
    const [t] = nodes();
    const a = account();
    for (let i = 0; i < free + 3; i += 1) await t.recordFailure(a, now);
    await t.reset(a);
    expect(await t.waitMs(a, now)).toBe(0);
    await t.recordFailure(a, now);
    expect(await t.waitMs(a, now)).toBe(0);
  });

  it('keeps accounts apart', async () => {
    const [t] = nodes();
    const a = account();
    for (let i = 0; i < free + 3; i += 1) await t.recordFailure(a, now);
    expect(await t.waitMs(account(), now)).toBe(0);
  });
});
