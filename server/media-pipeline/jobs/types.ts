import type { Db } from '@/server/db/client';
import type { MediaJobKind } from './enqueue';

/** What a handler is given for one attempt at a job. */
export interface JobContext {
  jobId: number;
  kind: MediaJobKind;
  assetId: number | null;
  payload: Record<string, unknown>;
  /** 1 for the first attempt. */
  attempt: number;
  db: Db;
  /** Aborted when the worker stops or loses the job's lease: the handler should give up promptly. */
  signal: AbortSignal;
  /** How far the job is, 0..1; written to the job's row at most about once a second. */
  progress: (fraction: number) => Promise<void>;
}

export type JobHandler = (ctx: JobContext) => Promise<void>;
export type JobHandlers = Partial<Record<MediaJobKind, JobHandler>>;

/** A failure no retry can mend (a file that is not a video): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** A settled job, for whatever runs after each one (the disk budget). */
export interface SettledJob {
  jobId: number;
  kind: string;
  assetId: number | null;
  state: 'done' | 'failed' | 'retrying';
}

export interface RetryPolicy {
  /** The first retry's wait; each further one waits twice as long, up to `maxMs`. */
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 5_000, maxMs: 5 * 60_000 };

/** The wait before the next attempt after `attempt` attempts failed. */
export function backoffMs(attempt: number, policy: RetryPolicy = DEFAULT_RETRY): number {
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
}

export function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 2000);
}

export function parsePayload(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const isJobKind = (kind: string): kind is MediaJobKind => kind === 'package-recording' || kind === 'package-file';
