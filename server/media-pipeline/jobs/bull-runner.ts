import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { failAttempt, finishJob, markAssetProcessing, recordProgress, releaseJob, type JobRow } from './job-rows';
import { throttledProgress } from './progress';
import { DEFAULT_RETRY, PermanentJobError, backoffMs, errorText, isJobKind, parsePayload, type JobHandlers, type RetryPolicy, type SettledJob } from './types';

export interface BullRunnerOptions {
  getDb: () => Promise<Db>;
  redisUrl: string;
  node: string;
  concurrency: number;
  handlers: JobHandlers;
  retry?: RetryPolicy;
  progressEveryMs?: number;
  /** Key prefix in Redis, so two sites (or two test runs) never share a queue. */
  prefix?: string;
  now?: () => number;
  onSettled?: (job: SettledJob) => Promise<void> | void;
}

export interface BullRunner {
  /** Hands due jobs of the table to the queue; resolves with how many it handed over. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

export const MEDIA_QUEUE = 'media-jobs';
/** How long a hand-over is trusted before another node hands the same job over again (a no-op if it arrived). */
const HANDOVER_MS = 60_000;
const KEEP_DONE_S = 24 * 60 * 60;

const queueJobId = (rowId: number) => `media-${rowId}`;

/** The row's job starts on this node: it counts the attempt and shows the node. Null when it is gone or settled. */
async function markStarted(db: Db, rowId: number, node: string, now: number): Promise<JobRow | null> {
  return (await db
    .updateTable('mediaJobs')
    .set((eb) => ({ state: 'running', lockedBy: node, lockedUntil: null, attempts: eb('attempts', '+', 1), updatedAt: now }))
    .where('id', '=', rowId)
    .where('state', 'in', ['queued', 'running'])
    .returningAll()
    .executeTakeFirst()) ?? null;
}

/**
 * The scaled mode's worker: BullMQ on Redis carries jobs to whichever node is free (its locks and stalled
 * checks hand a dead node's job to another), while each job's row still records its state and progress.
 * The table stays the one place jobs are filed, so `enqueueJob` needs no Redis: every node hands due rows
 * over, and the queue's job id (the row's) makes a second hand-over a no-op.
 */
export function createBullRunner(opts: BullRunnerOptions): BullRunner {
  const { getDb, node, handlers } = opts;
  const retry = opts.retry ?? DEFAULT_RETRY;
  const now = opts.now ?? Date.now;
  const connection = { url: opts.redisUrl, maxRetriesPerRequest: null };
  const prefix = opts.prefix ?? 'portal';
  const queue = new Queue(MEDIA_QUEUE, { connection, prefix });
  const controllers = new Set<AbortController>();
  let stopping = false;

  async function process(job: Job<{ rowId: number }>): Promise<void> {
    const db = await getDb();
    const row = await markStarted(db, job.data.rowId, node, now());
    if (!row) return;
    const controller = new AbortController();
    controllers.add(controller);
    let failure: Error | null = null;
    let state: SettledJob['state'] = 'done';
    try {
      await runHandler(db, row, job, controller.signal);
      await finishJob(db, row.id, node, now());
    } catch (err) {
      if (stopping && controller.signal.aborted) {
        await releaseJob(db, row.id, node, now());
        throw err;
      }
      logger.warn({ err, jobId: row.id, kind: row.kind, attempt: row.attempts }, 'media job attempt failed');
      state = await failAttempt(db, row, node, { error: errorText(err), permanent: err instanceof PermanentJobError }, retry, now());
      // The row decides: BullMQ retries only what the row queued again.
      failure = state === 'failed' ? new UnrecoverableError(errorText(err)) : new Error(errorText(err));
    } finally {
      controllers.delete(controller);
    }
    await opts.onSettled?.({ jobId: row.id, kind: row.kind, assetId: row.assetId, state });
    if (failure) throw failure;
  }

  async function runHandler(db: Db, row: JobRow, job: Job, signal: AbortSignal): Promise<void> {
    const handler = isJobKind(row.kind) ? handlers[row.kind] : undefined;
    if (!handler || !isJobKind(row.kind)) throw new PermanentJobError(`no handler for jobs of kind "${row.kind}"`);
    await markAssetProcessing(db, row.assetId);
    await handler({
      jobId: row.id, kind: row.kind, assetId: row.assetId, payload: parsePayload(row.payload), attempt: row.attempts, db, signal,
      progress: throttledProgress(async (f) => {
        await recordProgress(db, row.id, node, f, now());
        await job.updateProgress(Math.round(f * 100));
      }, opts.progressEveryMs ?? 1_000, now),
    });
  }

  const worker = new Worker(MEDIA_QUEUE, process, {
    connection, prefix, concurrency: Math.max(1, Math.floor(opts.concurrency)),
    settings: { backoffStrategy: (attemptsMade: number) => backoffMs(attemptsMade, retry) },
  });
  worker.on('error', (err) => logger.warn({ err }, 'media queue worker error'));

  async function tick(): Promise<number> {
    const db = await getDb();
    const t = now();
    const rows = await db
      .selectFrom('mediaJobs')
      .select(['id', 'kind', 'maxAttempts'])
      .where('state', '=', 'queued')
      .where('runAfter', '<=', t)
      .where((eb) => eb.or([eb('lockedBy', 'is', null), eb('lockedUntil', '<', t)]))
      .orderBy('runAfter')
      .limit(50)
      .execute();
    let handed = 0;
    for (const r of rows) {
      const claimed = await db
        .updateTable('mediaJobs')
        .set({ lockedBy: `queue:${node}`, lockedUntil: t + HANDOVER_MS, updatedAt: t })
        .where('id', '=', r.id)
        .where('state', '=', 'queued')
        .where((eb) => eb.or([eb('lockedBy', 'is', null), eb('lockedUntil', '<', t)]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) continue;
      await queue.add(r.kind, { rowId: r.id }, {
        jobId: queueJobId(r.id),
        attempts: r.maxAttempts,
        backoff: { type: 'custom' },
        removeOnComplete: { age: KEEP_DONE_S },
        removeOnFail: { age: 7 * KEEP_DONE_S },
      });
      handed += 1;
    }
    return handed;
  }

  return {
    tick,
    async stop() {
      stopping = true;
      for (const c of controllers) c.abort(new Error('the worker is stopping'));
      await worker.close();
      await queue.close();
    },
  };
}
