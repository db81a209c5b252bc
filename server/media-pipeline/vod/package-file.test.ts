import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { createVodStreams } from '@/server/streams/vod';
import { openSqliteTestDb, type TestDb } from '@/tests/fixtures/test-db';
import { enqueueJob } from '../jobs/enqueue';
import { createDbRunner } from '../jobs/db-runner';
import type { JobHandler } from '../jobs/types';
import { createVodHandlers } from './handlers';
import { makeSourceFile } from './test-media';

let t: TestDb;
let db: Db;
let root: string;
let progress: number[] = [];

beforeAll(async () => {
  t = await openSqliteTestDb();
  db = t.db;
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'vod-import-'));
});
afterAll(async () => {
  await t.close();
  await fs.rm(root, { recursive: true, force: true });
});

/** Files an import of `file` (already under imports/) and runs its job to the end. */
async function packageImport(file: string) {
  const { id } = await db.insertInto('mediaAssets').values({
    kind: 'import', ownerId: null, fixtureId: null, title: file, state: 'queued', durationMs: null, sourcePath: `imports/${file}`,
    outputDir: null, renditions: null, error: null, createdAt: 1, readyAt: null,
  }).returning('id').executeTakeFirstOrThrow();
  const jobId = await enqueueJob(db, { kind: 'package-file', assetId: id, payload: { sourcePath: `imports/${file}`, title: file } }, 1);
  const real = createVodHandlers({ mediaRoot: root, preset: 'ultrafast' })['package-file'] as JobHandler;
  progress = [];
  const spy: JobHandler = (ctx) => real({ ...ctx, progress: async (f) => void progress.push(f) });
  const runner = createDbRunner({ getDb: async () => db, node: 'n1', concurrency: 1, handlers: { 'package-file': spy }, now: () => 1 });
  await runner.tick();
  await runner.idle();
  const asset = await db.selectFrom('mediaAssets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const job = await db.selectFrom('mediaJobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
  return { asset, job, renditions: JSON.parse(asset.renditions ?? '[]') as { name: string; width: number; height: number }[] };
}

// ffmpeg encodes for real here: a few seconds each on a busy machine.
describe('an imported file becomes on-demand video', { timeout: 60_000 }, () => {
  let ready720 = 0;

  it('is transcoded into every rung up to its own height, in 2-second segments, with progress', async () => {
    await makeSourceFile(path.join(root, 'imports', 'match-720.mp4'), 3, '1280x720');
    const { asset, job, renditions } = await packageImport('match-720.mp4');
    expect(job).toMatchObject({ state: 'done', progress: 1, attempts: 1 });
    expect(asset).toMatchObject({ state: 'ready', outputDir: `vod/${asset.id}`, readyAt: expect.any(Number) });
    expect(asset.durationMs).toBeGreaterThanOrEqual(3000);
    expect(renditions.map((r) => [r.name, r.width, r.height])).toEqual([['540p', 960, 540], ['720p', 1280, 720]]);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((f) => f > 0 && f < 1)).toBe(true);
    const media = await fs.readFile(path.join(root, 'vod', String(asset.id), '720p.m3u8'), 'utf8');
    expect([...media.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]))).toEqual([2, 1]);
    expect(media).toContain('./720p/seg_00000.m4s');
    ready720 = asset.id;
  });

  it('is served under /streams/vod once ready', async () => {
    const vod = createVodStreams(db, root);
    const master = await vod.answerVod(`/streams/vod/${ready720}/master.m3u8`);
    expect(master?.body.toString()).toContain('RESOLUTION=1280x720');
    const segment = new URL('./540p/seg_00001.m4s', `http://x/streams/vod/${ready720}/540p.m3u8`).pathname;
    expect((await vod.answerVod(segment))?.status).toBe(200);
  });

  it('is never upscaled: a small file keeps its own size in the lowest rung', async () => {
    await makeSourceFile(path.join(root, 'imports', 'phone.mp4'), 2, '640x360');
    const { asset, renditions } = await packageImport('phone.mp4');
    expect(asset.state).toBe('ready');
    expect(renditions.map((r) => [r.name, r.width, r.height])).toEqual([['540p', 640, 360]]);
  });

  it('fails at once, with the reason, for a file that is not a video', async () => {
    await fs.writeFile(path.join(root, 'imports', 'notes.mp4'), 'these are not frames\n');
    const { asset, job } = await packageImport('notes.mp4');
    expect(job).toMatchObject({ state: 'failed', attempts: 1 });
    expect(job.error).toMatch(/^notes\.mp4 is not a video ffmpeg can read \(.+\)$/);
    expect(asset).toMatchObject({ state: 'failed', error: job.error });
  });

  it('fails at once for a sound file: it has no picture', async () => {
    await promisify(execFile)('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-t', '1', '-f', 'lavfi', '-i', 'sine', path.join(root, 'imports', 'song.m4a')]);
    const { asset, job } = await packageImport('song.m4a');
    expect(job).toMatchObject({ state: 'failed', attempts: 1, error: 'song.m4a is not a video: it has no picture' });
    expect(asset.state).toBe('failed');
  });
});
