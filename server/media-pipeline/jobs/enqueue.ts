import type { Db } from '@/server/db/client';

/** What a packaging job does: package a finished broadcast's recording, or an imported file. */
export type MediaJobKind = 'package-recording' | 'package-file';

export interface NewMediaJob {
  kind: MediaJobKind;
  assetId: number | null;
  payload?: Record<string, unknown>;
  /** Not before this time: a recording waits for its last segments to be written. */
  runAfter?: number;
}

/** Files a job; the table is the record of every job in both modes, whatever carries it to a worker. */
export async function enqueueJob(db: Db, job: NewMediaJob, now: number): Promise<number> {
  const row = await db
    .insertInto('mediaJobs')
    .values({ kind: job.kind, assetId: job.assetId, payload: JSON.stringify(job.payload ?? {}), state: 'queued', runAfter: job.runAfter ?? now, lockedBy: null, lockedUntil: null, error: null, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
