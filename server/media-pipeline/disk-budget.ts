import { DEFAULT_RETENTION_DAYS } from '@/lib/domain/broadcast';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { deleteAsset } from './vod/delete-asset';

export interface DiskBudget {
  /** How many bytes ready recordings may take together (RECORDING_DISK_BUDGET_MB). */
  budgetBytes: number;
  /** A commentator's recording younger than this is never removed (RECORDING_RETENTION_DAYS). */
  retentionMs: number;
}

export const DEFAULT_BUDGET_MB = 20_000;
const MB = 1024 * 1024;
const DAY_MS = 24 * 60 * 60_000;

function positive(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number of at least 0, got "${raw}"`);
  return n;
}

export function readDiskBudget(env: Readonly<Record<string, string | undefined>> = process.env): DiskBudget {
  return {
    budgetBytes: Math.floor(positive(env.RECORDING_DISK_BUDGET_MB, DEFAULT_BUDGET_MB, 'RECORDING_DISK_BUDGET_MB') * MB),
    retentionMs: positive(env.RECORDING_RETENTION_DAYS, DEFAULT_RETENTION_DAYS, 'RECORDING_RETENTION_DAYS') * DAY_MS,
  };
}

export interface StoredRecording {
  id: number;
  demo: boolean;
  createdAt: number;
  sizeBytes: number;
}

const oldestFirst = (a: StoredRecording, b: StoredRecording) => a.createdAt - b.createdAt || a.id - b.id;

/**
 * Which recordings go while the ready ones are over budget: the demo recordings, oldest first, then the
 * commentators' recordings past the retention period, oldest first. A commentator's recording younger
 * than that stays even when the budget is still exceeded.
 */
export function recordingsToDelete(recordings: readonly StoredRecording[], budget: DiskBudget, now: number): number[] {
  let total = recordings.reduce((sum, r) => sum + r.sizeBytes, 0);
  const order = [
    ...recordings.filter((r) => r.demo).sort(oldestFirst),
    ...recordings.filter((r) => !r.demo && r.createdAt < now - budget.retentionMs).sort(oldestFirst),
  ];
  const chosen: number[] = [];
  for (const r of order) {
    if (total <= budget.budgetBytes) break;
    chosen.push(r.id);
    total -= r.sizeBytes;
  }
  return chosen;
}

/** Deletes what the budget says must go (files, row and clips); returns the deleted videos. */
export async function enforceDiskBudget(db: Db, mediaRoot: string, budget: DiskBudget, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('mediaAssets')
    .select(['id', 'demo', 'createdAt', 'sizeBytes'])
    .where('kind', '=', 'recording')
    .where('state', '=', 'ready')
    .execute();
  const doomed = recordingsToDelete(rows.map((r) => ({ id: r.id, demo: r.demo === 1, createdAt: Number(r.createdAt), sizeBytes: Number(r.sizeBytes) })), budget, now);
  for (const id of doomed) await deleteAsset(db, mediaRoot, id);
  if (doomed.length > 0) logger.info({ deleted: doomed }, 'recordings deleted to keep within the disk budget');
  return doomed;
}
