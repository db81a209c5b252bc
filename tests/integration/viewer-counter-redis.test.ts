import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createRedisViewerCounter } from '@/server/viewers/counter-redis';
import { connectTestRedis } from '@/tests/fixtures/test-redis';

const redis: Redis | null = await connectTestRedis();
const WINDOW = 60_000;
const T = 1_800_000_000_000;

describe.skipIf(!redis)('viewer counts on Redis', () => {
  const client = redis as Redis;
  const counter = () => createRedisViewerCounter(client, { windowMs: WINDOW, prefix: `test:${randomUUID()}:` });
  afterAll(async () => {
    const keys = await client.keys('test:*:viewers:*');
    if (keys.length) await client.del(...keys);
    client.disconnect();
  });

  it('counts distinct viewers of a room, a repeated beat once', async () => {
    const c = counter();
    expect(await c.beat(1, 'tab-a', T)).toBe(1);
    expect(await c.beat(1, 'tab-b', T + 1_000)).toBe(2);
    expect(await c.beat(1, 'tab-a', T + 20_000)).toBe(2);
    expect(await c.beat(2, 'tab-a', T + 20_000)).toBe(1);
  });

  it('drops a viewer not heard from within the window', async () => {
    const c = counter();
    await c.beat(1, 'tab-a', T);
    await c.beat(1, 'tab-b', T + 30_000);
    expect(await c.beat(1, 'tab-c', T + WINDOW)).toBe(2);
    expect(await c.activeCounts(T + 30_000 + WINDOW)).toEqual(new Map([[1, 1]]));
  });

  it('counts the same viewers on every node', async () => {
    const prefix = `test:${randomUUID()}:`;
    const nodeA = createRedisViewerCounter(client, { windowMs: WINDOW, prefix });
    const nodeB = createRedisViewerCounter(client, { windowMs: WINDOW, prefix });
    await nodeA.beat(5, 'tab-a', T);
    expect(await nodeB.beat(5, 'tab-b', T + 1_000)).toBe(2);
    // The same tab, its next beat landing on the other node.
    expect(await nodeB.beat(5, 'tab-a', T + 20_000)).toBe(2);
    expect(await nodeA.activeCounts(T + 20_000)).toEqual(new Map([[5, 2]]));
  });

  it('lists only the rooms someone watches, and keeps nothing of the others', async () => {
    const prefix = `test:${randomUUID()}:`;
    const c = createRedisViewerCounter(client, { windowMs: WINDOW, prefix });
    await c.beat(1, 'tab-a', T);
    await c.beat(2, 'tab-b', T + 50_000);
    expect(await c.activeCounts(T + WINDOW)).toEqual(new Map([[2, 1]]));
    expect(await client.zrange(`${prefix}viewers:rooms`, '0', '-1')).toEqual(['2']);
    expect(await c.activeCounts(T + 50_000 + WINDOW)).toEqual(new Map());
    // Every key it wrote expires: nothing stays behind once nobody watches.
    expect(await client.pttl(`${prefix}viewers:room:2`)).toBeGreaterThan(0);
  });
});
