import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { claimDueJob, failAttempt, finishJob, markAssetProcessing, recordProgress, releaseJob, renewLease, type JobRow } from './job-rows';
import { throttledProgress } from './progress';
import { DEFAULT_RETRY, PermanentJobError, errorText, isJobKind, parsePayload, type JobHandlers, type RetryPolicy, type SettledJob } from './types';

export interface DbRunnerOptions {
  getDb: () => Promise<Db>;
  /** This process's name in `locked_by`. */
  node: string;
  /** How many jobs run at once. */
  concurrency: number;
  handlers: JobHandlers;
  /** How long a claim holds without renewal; a dead worker's job is taken again once it lapses. */
  leaseMs?: number;
  retry?: RetryPolicy;
  progressEveryMs?: number;
  now?: () => number;
  onSettled?: (job: SettledJob) => Promise<void> | void;
}

export interface DbRunner {
  /** Claims due jobs up to the concurrency and starts them; resolves with how many it started. */
  tick(): Promise<number>;
  /** How many jobs this runner is running. */
  running(): number;
  /** Resolves when every job it started has settled. */
  idle(): Promise<void>;
  /** Stops claiming, aborts running jobs and hands them back to the queue. */
  stop(): Promise<void>;
}

export const DEFAULT_LEASE_MS = 60_000;

/** The embedded mode's worker: the database is the queue, each job claimed with a lease. */
export function createDbRunner(opts: DbRunnerOptions): DbRunner {
  const { getDb, node, handlers } = opts;
  const concurrency = Math.max(1, Math.floor(opts.concurrency));
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  const retry = opts.retry ?? DEFAULT_RETRY;
  const now = opts.now ?? Date.now;
  const jobs = new Map<number, { controller: AbortController; done: Promise<void> }>();
  let stopped = false;
  let ticking: Promise<number> | null = null;

  async function run(db: Db, row: JobRow, controller: AbortController): Promise<void> {
    let lost = false;
    const renew = setInterval(() => {
      renewLease(db, row.id, node, leaseMs, now())
        .then((held) => {
          if (held) return;
          lost = true;
          controller.abort(new Error('the job was taken by another worker after its lease lapsed'));
        })
        .catch((err: unknown) => logger.warn({ err, jobId: row.id }, 'media job lease renewal failed'));
    }, Math.max(1_000, Math.floor(leaseMs / 3)));
    let state: SettledJob['state'];
    try {
      const handler = isJobKind(row.kind) ? handlers[row.kind] : undefined;
      // A job whose worker died on its last attempt has none left.
      if (row.attempts > row.maxAttempts) throw new PermanentJobError('its worker stopped while running it, and no attempt is left');
      if (!handler || !isJobKind(row.kind)) throw new PermanentJobError(`no handler for jobs of kind "${row.kind}"`);
      await markAssetProcessing(db, row.assetId);
      await handler({
        jobId: row.id, kind: row.kind, assetId: row.assetId, payload: parsePayload(row.payload), attempt: row.attempts, db,
        signal: controller.signal,
        progress: throttledProgress((f) => recordProgress(db, row.id, node, f, now()), opts.progressEveryMs ?? 1_000, now),
      });
      await finishJob(db, row.id, node, now());
      state = 'done';
    } catch (err) {
      if (lost) return;
      if (stopped && controller.signal.aborted) {
        await releaseJob(db, row.id, node, now());
        return;
      }
      logger.warn({ err, jobId: row.id, kind: row.kind, attempt: row.attempts }, 'media job attempt failed');
      state = await failAttempt(db, row, node, { error: errorText(err), permanent: err instanceof PermanentJobError }, retry, now());
    } finally {
      clearInterval(renew);
    }
    await opts.onSettled?.({ jobId: row.id, kind: row.kind, assetId: row.assetId, state });
  }

  async function claimAll(): Promise<number> {
    const db = await getDb();
    let started = 0;
    while (!stopped && jobs.size < concurrency) {
      const row = await claimDueJob(db, node, leaseMs, now());
      if (!row) break;
      const controller = new AbortController();
      const done = run(db, row, controller)
        .catch((err: unknown) => logger.error({ err, jobId: row.id }, 'media job bookkeeping failed'))
        .finally(() => jobs.delete(row.id));
      jobs.set(row.id, { controller, done });
      started += 1;
    }
    return started;
  }

  return {
    tick() {
      // One claim loop at a time, so a slow database never lets two loops overshoot the concurrency.
      ticking ??= claimAll().finally(() => {
        ticking = null;
      });
      return ticking;
    },
    running: () => jobs.size,
    async idle() {
      await Promise.all([...jobs.values()].map((j) => j.done));
    },
    async stop() {
      stopped = true;
      await ticking?.catch(() => 0);
      for (const j of jobs.values()) j.controller.abort(new Error('the worker is stopping'));
      await Promise.all([...jobs.values()].map((j) => j.done));
    },
  };
}
