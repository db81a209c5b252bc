import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { enforceDiskBudget, readDiskBudget } from '../disk-budget';
import { mediaDir } from '../media-dir';
import { createVodHandlers } from '../vod/handlers';
import { createBullRunner } from './bull-runner';
import { createDbRunner } from './db-runner';
import type { JobHandlers, SettledJob } from './types';

export interface MediaWorkerOptions {
  getDb: () => Promise<Db>;
  /** REDIS_URL: jobs travel through BullMQ on it (the scaled mode); without it the database is the queue. */
  redis?: string;
  concurrency: number;
  /** This process's name, recorded on the jobs it runs. */
  node: string;
  handlers?: JobHandlers;
  mediaRoot?: string;
  /** How often due jobs are looked for. */
  pollMs?: number;
}

export interface MediaWorker {
  stop(): Promise<void>;
}

/** MEDIA_JOB_CONCURRENCY: how many packaging jobs one node runs at once (default 1: ffmpeg takes the cores). */
export function mediaJobConcurrency(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.MEDIA_JOB_CONCURRENCY;
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`MEDIA_JOB_CONCURRENCY must be a whole number of at least 1, got "${raw}"`);
  return n;
}

/**
 * Runs the packaging jobs of this node: polls for due jobs, at most `concurrency` at once, in either
 * mode. The disk budget is kept on start and after every packaged video.
 */
export function startMediaWorker(opts: MediaWorkerOptions): MediaWorker {
  const mediaRoot = opts.mediaRoot ?? mediaDir();
  const budget = readDiskBudget();
  const handlers = opts.handlers ?? createVodHandlers({ mediaRoot });
  const pollMs = opts.pollMs ?? 1_000;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const keepBudget = async () => {
    try {
      await enforceDiskBudget(await opts.getDb(), mediaRoot, budget, Date.now());
    } catch (err) {
      logger.error({ err }, 'disk budget check failed');
    }
  };
  const onSettled = async (job: SettledJob) => {
    if (job.state === 'done') await keepBudget();
    // The next job need not wait for the next poll.
    if (!stopped) schedule(0);
  };
  const common = { getDb: opts.getDb, node: opts.node, concurrency: opts.concurrency, handlers, onSettled };
  const runner = opts.redis ? createBullRunner({ ...common, redisUrl: opts.redis }) : createDbRunner(common);

  function schedule(ms: number): void {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      runner
        .tick()
        .catch((err: unknown) => logger.warn({ err }, 'media job poll failed'))
        .finally(() => {
          if (!stopped && !timer) schedule(pollMs);
        });
    }, ms);
    timer.unref();
  }

  void keepBudget().finally(() => {
    if (!stopped) schedule(0);
  });
  logger.info({ mode: opts.redis ? 'bullmq' : 'database', concurrency: opts.concurrency, node: opts.node }, 'media worker started');

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await runner.stop();
    },
  };
}
