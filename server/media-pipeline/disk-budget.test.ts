import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_DAYS } from '@/lib/domain/broadcast';
import type { Db } from '@/server/db/client';
import { testBackends, type TestDb } from '@/tests/fixtures/test-db';
import { enforceDiskBudget, readDiskBudget, recordingsToDelete, type StoredRecording } from './disk-budget';

const DAY = 24 * 60 * 60_000;
const NOW = 1_750_000_000_000;
const MB = 1024 * 1024;
const budget = { budgetBytes: 100 * MB, retentionMs: 30 * DAY };
const rec = (id: number, demo: boolean, ageDays: number, mb: number): StoredRecording => ({ id, demo, createdAt: NOW - ageDays * DAY, sizeBytes: mb * MB });

describe('which recordings the disk budget removes', () => {
  it('removes nothing within the budget', () => {
    expect(recordingsToDelete([rec(1, true, 90, 50), rec(2, false, 90, 50)], budget, NOW)).toEqual([]);
  });

  it('removes the oldest demo recordings first, only as many as needed', () => {
    const all = [rec(1, false, 60, 40), rec(2, true, 5, 40), rec(3, true, 9, 40), rec(4, true, 1, 40)];
    expect(recordingsToDelete(all, budget, NOW)).toEqual([3, 2]);
  });

  it("then commentators' recordings past the retention period, oldest first", () => {
    const all = [rec(1, false, 31, 60), rec(2, false, 45, 60), rec(3, true, 1, 30), rec(4, false, 40, 60)];
    expect(recordingsToDelete(all, budget, NOW)).toEqual([3, 2, 4]);
  });

  it("never removes a commentator's recording younger than the retention period, even over budget", () => {
    const all = [rec(1, false, 29, 80), rec(2, false, 1, 80), rec(3, false, 31, 10)];
    expect(recordingsToDelete(all, budget, NOW)).toEqual([3]);
  });

  it('reads its settings from the environment, retention defaulting to the domain rule', () => {
    expect(readDiskBudget({ RECORDING_DISK_BUDGET_MB: '512', RECORDING_RETENTION_DAYS: '7' })).toEqual({ budgetBytes: 512 * MB, retentionMs: 7 * DAY });
    expect(readDiskBudget({}).retentionMs).toBe(DEFAULT_RETENTION_DAYS * DAY);
    expect(() => readDiskBudget({ RECORDING_DISK_BUDGET_MB: 'lots' })).toThrow(/RECORDING_DISK_BUDGET_MB/);
  });
});

const backends = await testBackends();

describe.each(backends)('keeping the disk budget on $name', (backend) => {
  let t: TestDb;
  let db: Db;
  let root: string;

  /** A ready recording with a file on disk and a highlight clip cut from it. */
  async function recording(demo: boolean, ageDays: number, mb: number): Promise<number> {
    const { id } = await db.insertInto('mediaAssets').values({
      kind: 'recording', ownerId: null, fixtureId: null, title: 'r', state: 'ready', durationMs: 1000, sourcePath: null, outputDir: null,
      renditions: '[]', sizeBytes: mb * MB, demo: demo ? 1 : 0, error: null, createdAt: NOW - ageDays * DAY, readyAt: NOW,
    }).returning('id').executeTakeFirstOrThrow();
    const dir = `live/${id}`;
    await fs.mkdir(path.join(root, dir, 'p1', '540p'), { recursive: true });
    await fs.writeFile(path.join(root, dir, 'p1', '540p', 'seg_00000.m4s'), 'x');
    await db.updateTable('mediaAssets').set({ outputDir: dir }).where('id', '=', id).execute();
    await db.insertInto('highlightClips').values({
      category: 'bong-da', type: 'tran-dau', fixtureId: null, parentId: null, eventSeq: null, assetId: id,
      titleVi: 'r', titleEn: 'r', titleZh: 'r', startSeconds: 0, durationSeconds: 1, poster: '/p.webp', publishedAt: NOW, createdAt: NOW,
    }).execute();
    return id;
  }
  const exists = (id: number) => fs.access(path.join(root, 'live', String(id))).then(() => true, () => false);

  beforeAll(async () => {
    t = await backend.open();
    db = t.db;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'budget-'));
    await db.deleteFrom('highlightClips').execute();
    await db.deleteFrom('mediaAssets').execute();
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('deletes the demo recording, then the old one, with their files and clips, and keeps the young one', async () => {
    const young = await recording(false, 2, 80);
    const old = await recording(false, 60, 30);
    const demo = await recording(true, 1, 30);
    expect(await enforceDiskBudget(db, root, budget, NOW)).toEqual([demo, old]);
    const left = await db.selectFrom('mediaAssets').select('id').execute();
    expect(left.map((r) => r.id)).toEqual([young]);
    expect((await db.selectFrom('highlightClips').select('assetId').execute()).map((c) => c.assetId)).toEqual([young]);
    expect([await exists(young), await exists(old), await exists(demo)]).toEqual([true, false, false]);
  });

  it('leaves everything within the budget', async () => {
    const a = await recording(true, 100, 10);
    expect(await enforceDiskBudget(db, root, budget, NOW)).toEqual([]);
    expect(await exists(a)).toBe(true);
  });

  it('never removes files outside the media folder, whatever a row says', async () => {
    const outside = await fs.mkdtemp(path.join(os.tmpdir(), 'outside-'));
    const id = await recording(true, 1, 200);
    await db.updateTable('mediaAssets').set({ outputDir: `../${path.basename(outside)}` }).where('id', '=', id).execute();
    expect(await enforceDiskBudget(db, root, budget, NOW)).toEqual([id]);
    expect(await fs.access(outside).then(() => true, () => false)).toBe(true);
    await fs.rm(outside, { recursive: true });
  });
});
