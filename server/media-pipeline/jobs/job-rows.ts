import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';
import type { MediaJobTable } from '@/server/db/schema-media';
import { backoffMs, type RetryPolicy } from './types';

export type JobRow = Selectable<MediaJobTable>;

/** Due: queued and its time has come, or running on a worker whose lease lapsed (its process died). */
function due(now: number) {
  return (eb: ExpressionBuilder<Database, 'mediaJobs'>) =>
    eb.or([
      eb.and([eb('state', '=', 'queued'), eb('runAfter', '<=', now)]),
      eb.and([eb('state', '=', 'running'), eb('lockedUntil', 'is not', null), eb('lockedUntil', '<', now)]),
    ]);
}

/**
 * Takes one due job for `node` with a lease until `now + leaseMs`. The update repeats the due
 * condition, so of two workers racing for one job only the first write matches: the other gets none.
 */
export async function claimDueJob(db: Db, node: string, leaseMs: number, now: number): Promise<JobRow | null> {
  const candidates = await db.selectFrom('mediaJobs').select('id').where(due(now)).orderBy('runAfter').orderBy('id').limit(8).execute();
  for (const { id } of candidates) {
    const row = await db
      .updateTable('mediaJobs')
      .set((eb) => ({ state: 'running', lockedBy: node, lockedUntil: now + leaseMs, attempts: eb('attempts', '+', 1), updatedAt: now }))
      .where('id', '=', id)
      .where(due(now))
      .returningAll()
      .executeTakeFirst();
    if (row) return row;
  }
  return null;
}

/** Extends the lease; false when the job is no longer this node's (another took it after a lapse). */
export async function renewLease(db: Db, jobId: number, node: string, leaseMs: number, now: number): Promise<boolean> {
  const res = await db
    .updateTable('mediaJobs')
    .set({ lockedUntil: now + leaseMs, updatedAt: now })
    .where('id', '=', jobId)
    .where('lockedBy', '=', node)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function recordProgress(db: Db, jobId: number, node: string, fraction: number, now: number): Promise<void> {
  const progress = Math.max(0, Math.min(1, fraction));
  await db.updateTable('mediaJobs').set({ progress, updatedAt: now }).where('id', '=', jobId).where('lockedBy', '=', node).where('state', '=', 'running').execute();
}

/** The job is being worked on: its video says so too. */
export async function markAssetProcessing(db: Db, assetId: number | null): Promise<void> {
  if (assetId === null) return;
  await db.updateTable('mediaAssets').set({ state: 'processing', error: null }).where('id', '=', assetId).where('state', 'in', ['queued', 'processing', 'failed']).execute();
}

export async function finishJob(db: Db, jobId: number, node: string, now: number): Promise<void> {
  await db
    .updateTable('mediaJobs')
    .set({ state: 'done', progress: 1, lockedBy: null, lockedUntil: null, error: null, updatedAt: now })
    .where('id', '=', jobId)
    .where('lockedBy', '=', node)
    .execute();
}

export interface Failure {
  error: string;
  /** No retry can help. */
  permanent: boolean;
}

/**
 * An attempt failed: the job is queued again after its backoff, or, with no attempt left (or no hope),
 * failed with the error, and its video with it. Says which.
 */
export async function failAttempt(db: Db, row: Pick<JobRow, 'id' | 'attempts' | 'maxAttempts' | 'assetId'>, node: string, failure: Failure, retry: RetryPolicy, now: number): Promise<'failed' | 'retrying'> {
  const final = failure.permanent || row.attempts >= row.maxAttempts;
  const res = await db
    .updateTable('mediaJobs')
    .set(final
      ? { state: 'failed', lockedBy: null, lockedUntil: null, error: failure.error, updatedAt: now }
      : { state: 'queued', lockedBy: null, lockedUntil: null, error: failure.error, runAfter: now + backoffMs(row.attempts, retry), updatedAt: now })
    .where('id', '=', row.id)
    .where('lockedBy', '=', node)
    .executeTakeFirst();
  if (final && Number(res.numUpdatedRows) > 0 && row.assetId !== null) {
    await db.updateTable('mediaAssets').set({ state: 'failed', error: failure.error }).where('id', '=', row.assetId).execute();
  }
  return final ? 'failed' : 'retrying';
}

/** The worker is stopping: the job goes back to the queue at once, the interrupted attempt not counted. */
export async function releaseJob(db: Db, jobId: number, node: string, now: number): Promise<void> {
  await db
    .updateTable('mediaJobs')
    .set((eb) => ({ state: 'queued', lockedBy: null, lockedUntil: null, runAfter: now, attempts: eb('attempts', '-', 1), updatedAt: now }))
    .where('id', '=', jobId)
    .where('lockedBy', '=', node)
    .where('state', '=', 'running')
    .execute();
}
