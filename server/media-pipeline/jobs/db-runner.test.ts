import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { testBackends, type TestDb } from '@/tests/fixtures/test-db';
import { createDbRunner, DEFAULT_LEASE_MS, type DbRunnerOptions } from './db-runner';
import { enqueueJob } from './enqueue';
import { claimDueJob } from './job-rows';
import { PermanentJobError, backoffMs, type JobHandler } from './types';

const backends = await testBackends();
const T0 = 1_700_000_000_000;
const RETRY = { baseMs: 1_000, maxMs: 60_000 };

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe.each(backends)('the database job queue on $name', (backend) => {
  let t: TestDb;
  let db: Db;
  let clock = T0;
  const runner = (over: Partial<DbRunnerOptions> & { handler: JobHandler }) =>
    createDbRunner({ getDb: async () => db, node: 'node-a', concurrency: 1, retry: RETRY, now: () => clock, handlers: { 'package-file': over.handler }, ...over });
  const job = async (runAfter = clock) => enqueueJob(db, { kind: 'package-file', assetId: null, payload: { n: 1 }, runAfter }, clock);
  const row = (id: number) => db.selectFrom('mediaJobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await backend.open();
    db = t.db;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = T0;
    await db.deleteFrom('mediaJobs').execute();
    await db.deleteFrom('mediaAssets').execute();
  });

  it('gives a job to exactly one of many racing claims', async () => {
    const id = await job();
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimDueJob(db, `node-${i}`, DEFAULT_LEASE_MS, clock)));
    const won = claims.filter((c) => c !== null);
    expect(won).toHaveLength(1);
    expect(won[0]?.id).toBe(id);
    expect(await row(id)).toMatchObject({ state: 'running', lockedBy: won[0]?.lockedBy, attempts: 1 });
  });

  it('runs one job once when two workers poll at the same moment', async () => {
    const id = await job();
    const seen: string[] = [];
    const a = runner({ node: 'node-a', handler: async () => void seen.push('a') });
    const b = runner({ node: 'node-b', handler: async () => void seen.push('b') });
    const started = await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.idle(), b.idle()]);
    expect(started[0] + started[1]).toBe(1);
    expect(seen).toHaveLength(1);
    expect(await row(id)).toMatchObject({ state: 'done', progress: 1, lockedBy: null, attempts: 1 });
  });

  it('leaves a job that is not due yet', async () => {
    const id = await job(clock + 10_000);
    const r = runner({ handler: async () => undefined });
    expect(await r.tick()).toBe(0);
    clock += 10_000;
    expect(await r.tick()).toBe(1);
    await r.idle();
    expect((await row(id)).state).toBe('done');
  });

  it('takes a job again once the lease of a worker that died lapses', async () => {
    const id = await job();
    // A worker claims the job, then its process dies: nobody renews the lease.
    expect(await claimDueJob(db, 'dead-node', DEFAULT_LEASE_MS, clock)).not.toBeNull();
    let ran = 0;
    const r = runner({ node: 'node-b', handler: async () => void (ran += 1) });
    clock += DEFAULT_LEASE_MS - 1;
    expect(await r.tick()).toBe(0);
    clock += 2;
    expect(await r.tick()).toBe(1);
    await r.idle();
    expect(ran).toBe(1);
    expect(await row(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('retries a failing job after a growing backoff, then fails it with the error and fails its video', async () => {
    const { id: assetId } = await db.insertInto('mediaAssets')
      .values({ kind: 'import', ownerId: null, fixtureId: null, title: 'x', state: 'queued', durationMs: null, sourcePath: null, outputDir: null, renditions: null, error: null, createdAt: clock, readyAt: null })
      .returning('id').executeTakeFirstOrThrow();
    const id = await enqueueJob(db, { kind: 'package-file', assetId }, clock);
    const attempts: number[] = [];
    const r = runner({ handler: async (ctx) => {
      attempts.push(ctx.attempt);
      throw new Error(`disk full on attempt ${ctx.attempt}`);
    } });
    await r.tick();
    await r.idle();
    expect(await row(id)).toMatchObject({ state: 'queued', error: 'disk full on attempt 1', runAfter: clock + backoffMs(1, RETRY), lockedBy: null });
    expect((await db.selectFrom('mediaAssets').select('state').where('id', '=', assetId).executeTakeFirstOrThrow()).state).toBe('processing');
    expect(await r.tick()).toBe(0);
    clock += backoffMs(1, RETRY);
    await r.tick();
    await r.idle();
    expect(await row(id)).toMatchObject({ state: 'queued', runAfter: clock + backoffMs(2, RETRY) });
    expect(backoffMs(2, RETRY)).toBe(2 * backoffMs(1, RETRY));
    clock += backoffMs(2, RETRY);
    await r.tick();
    await r.idle();
    expect(attempts).toEqual([1, 2, 3]);
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 3, error: 'disk full on attempt 3' });
    expect(await db.selectFrom('mediaAssets').select(['state', 'error']).where('id', '=', assetId).executeTakeFirstOrThrow()).toEqual({ state: 'failed', error: 'disk full on attempt 3' });
    clock += 3_600_000;
    expect(await r.tick()).toBe(0);
  });

  it('fails a job at once on an error no retry can mend', async () => {
    const id = await job();
    const r = runner({ handler: async () => {
      throw new PermanentJobError('song.mp3 is not a video: it has no picture');
    } });
    await r.tick();
    await r.idle();
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 1, error: 'song.mp3 is not a video: it has no picture' });
  });

  it('runs at most its concurrency at once', async () => {
    const ids = [await job(), await job(), await job()];
    const gate = deferred();
    let active = 0;
    let most = 0;
    const r = runner({ concurrency: 2, handler: async () => {
      active += 1;
      most = Math.max(most, active);
      await gate.promise;
      active -= 1;
    } });
    expect(await r.tick()).toBe(2);
    expect(await r.tick()).toBe(0);
    const states = await db.selectFrom('mediaJobs').select('state').where('id', 'in', ids).orderBy('id').execute();
    expect(states.map((s) => s.state)).toEqual(['running', 'running', 'queued']);
    gate.resolve();
    await r.idle();
    expect(await r.tick()).toBe(1);
    await r.idle();
    expect(most).toBe(2);
    expect((await db.selectFrom('mediaJobs').select('state').where('state', '=', 'done').execute())).toHaveLength(3);
  });

  it('records progress on the row while the job runs, at most once a second', async () => {
    const id = await job();
    const seen: number[] = [];
    const r = runner({ handler: async (ctx) => {
      await ctx.progress(0.25);
      seen.push((await row(id)).progress);
      await ctx.progress(0.5);
      seen.push((await row(id)).progress);
      clock += 1_000;
      await ctx.progress(0.75);
      seen.push((await row(id)).progress);
    } });
    await r.tick();
    await r.idle();
    expect(seen).toEqual([0.25, 0.25, 0.75]);
    expect((await row(id)).progress).toBe(1);
  });

  it('hands a running job back to the queue when it stops, the attempt not counted', async () => {
    const id = await job();
    const started = deferred();
    const r = runner({ handler: (ctx) => new Promise<void>((_, reject) => {
      started.resolve();
      ctx.signal.addEventListener('abort', () => reject(new Error('stopped')));
    }) });
    await r.tick();
    await started.promise;
    await r.stop();
    expect(await row(id)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
    expect(await r.tick()).toBe(0);
  });
});
