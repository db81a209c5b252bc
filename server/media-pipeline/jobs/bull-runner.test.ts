import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Redis } from 'ioredis';
import type { Db } from '@/server/db/client';
import { openSqliteTestDb, type TestDb } from '@/tests/fixtures/test-db';
import { TEST_REDIS_URL, connectTestRedis } from '@/tests/fixtures/test-redis';
import { createBullRunner, type BullRunner, type BullRunnerOptions } from './bull-runner';
import { enqueueJob } from './enqueue';
import { PermanentJobError, type JobHandler } from './types';

const redis: Redis | null = await connectTestRedis();

describe.skipIf(!redis)('the BullMQ job queue on Redis', () => {
  const prefix = `test-${randomUUID()}`;
  let t: TestDb;
  let db: Db;
  const runners: BullRunner[] = [];
  const start = (node: string, handler: JobHandler, over: Partial<BullRunnerOptions> = {}) => {
    const r = createBullRunner({ getDb: async () => db, redisUrl: TEST_REDIS_URL, node, concurrency: 1, prefix, retry: { baseMs: 10, maxMs: 50 }, handlers: { 'package-file': handler }, ...over });
    runners.push(r);
    return r;
  };
  const row = (id: number) => db.selectFrom('mediaJobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const settledRow = (id: number) => vi.waitFor(async () => {
    const r = await row(id);
    if (r.state !== 'done' && r.state !== 'failed') throw new Error(`job ${id} is ${r.state}`);
    return r;
  }, { timeout: 15_000, interval: 20 });

  beforeAll(async () => {
    t = await openSqliteTestDb();
    db = t.db;
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });
  afterAll(async () => {
    const client = redis as Redis;
    const keys = await client.keys(`${prefix}:*`);
    if (keys.length) await client.del(...keys);
    client.disconnect();
    await t.close();
  });

  it('hands a job to the queue once and runs it on one of two nodes', async () => {
    const id = await enqueueJob(db, { kind: 'package-file', assetId: null }, Date.now());
    const ran: string[] = [];
    const a = start('node-a', async () => void ran.push('a'));
    const b = start('node-b', async () => void ran.push('b'));
    const handed = await Promise.all([a.tick(), b.tick()]);
    expect(handed[0] + handed[1]).toBe(1);
    expect(await settledRow(id)).toMatchObject({ state: 'done', progress: 1, attempts: 1 });
    expect(ran).toHaveLength(1);
    expect(await Promise.all([a.tick(), b.tick()])).toEqual([0, 0]);
  });

  it('retries a failing attempt and records each on the row', async () => {
    const id = await enqueueJob(db, { kind: 'package-file', assetId: null }, Date.now());
    const r = start('node-a', async (ctx) => {
      if (ctx.attempt < 3) throw new Error(`flaky on attempt ${ctx.attempt}`);
    });
    await r.tick();
    expect(await settledRow(id)).toMatchObject({ state: 'done', attempts: 3 });
  });

  it('fails the row with the error once its attempts are used up', async () => {
    const id = await enqueueJob(db, { kind: 'package-file', assetId: null }, Date.now());
    let calls = 0;
    const r = start('node-a', async () => {
      calls += 1;
      throw new Error('ffmpeg exited with 1');
    });
    await r.tick();
    expect(await settledRow(id)).toMatchObject({ state: 'failed', attempts: 3, error: 'ffmpeg exited with 1' });
    expect(calls).toBe(3);
  });

  it('does not retry an error no retry can mend', async () => {
    const id = await enqueueJob(db, { kind: 'package-file', assetId: null }, Date.now());
    let calls = 0;
    const r = start('node-a', async () => {
      calls += 1;
      throw new PermanentJobError('notes.txt is not a video ffmpeg can read');
    });
    await r.tick();
    expect(await settledRow(id)).toMatchObject({ state: 'failed', attempts: 1, error: 'notes.txt is not a video ffmpeg can read' });
    expect(calls).toBe(1);
  });

  it('records progress and the node on the row while the job runs', async () => {
    const id = await enqueueJob(db, { kind: 'package-file', assetId: null }, Date.now());
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const r = start('node-a', async (ctx) => {
      await ctx.progress(0.4);
      await gate;
    });
    await r.tick();
    const running = await vi.waitFor(async () => {
      const current = await row(id);
      if (current.progress !== 0.4) throw new Error('no progress yet');
      return current;
    }, { timeout: 15_000, interval: 20 });
    expect(running).toMatchObject({ state: 'running', lockedBy: 'node-a' });
    release();
    expect(await settledRow(id)).toMatchObject({ state: 'done', progress: 1 });
  });
});
