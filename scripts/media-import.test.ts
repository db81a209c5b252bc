import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/server/db/client';
import { makeSourceFile } from '@/server/media-pipeline/vod/test-media';

const root = process.cwd();
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
let dir: string;
let media: string;
let sqlitePath: string;
let clip: string;
let notes: string;

function importCommand(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env, SQLITE_PATH: sqlitePath, MEDIA_DIR: media, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'silent', TRANSCODE_PRESET: 'ultrafast', FILE_TRANSCODE_PRESET: 'ultrafast' };
    const child = spawn(tsx, ['scripts/media-import.ts', ...args], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb({ sqlitePath });
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

const importsDir = () => fs.readdir(path.join(media, 'imports')).catch(() => [] as string[]);

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'media-import-'));
  media = path.join(dir, 'media');
  sqlitePath = path.join(dir, 'portal.db');
  clip = await makeSourceFile(path.join(dir, 'in', 'Chung_ket 2024.mp4'), 2, '640x360');
  notes = path.join(dir, 'in', 'notes.mp4');
  await fs.writeFile(notes, 'not a video\n');
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('npm run media:import', { timeout: 90_000 }, () => {
  it('refuses the whole import when a file is missing, and writes nothing', async () => {
    const res = await importCommand([clip, path.join(dir, 'in', 'missing.mp4')]);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('missing.mp4: no such file');
    expect(res.stderr).toContain('nothing was imported');
    expect(await importsDir()).toEqual([]);
  });

  it('copies a file into the media folder and queues its packaging', async () => {
    const res = await importCommand([clip]);
    expect(res.code).toBe(0);
    const id = Number(/^video (\d+): Chung ket 2024 \(queued as job \d+\)$/m.exec(res.stdout)?.[1]);
    const asset = await withDb((db) => db.selectFrom('mediaAssets').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
    expect(asset).toMatchObject({ kind: 'import', state: 'queued', title: 'Chung ket 2024' });
    const job = await withDb((db) => db.selectFrom('mediaJobs').selectAll().where('assetId', '=', id).executeTakeFirstOrThrow());
    expect(job).toMatchObject({ kind: 'package-file', state: 'queued' });
    expect(JSON.parse(job.payload)).toEqual({ sourcePath: asset.sourcePath, title: 'Chung ket 2024', fileName: 'Chung_ket 2024.mp4' });
    const copy = await fs.readFile(path.join(media, asset.sourcePath ?? ''));
    expect(copy.equals(await fs.readFile(clip))).toBe(true);
    expect((await importsDir()).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('with --wait, packages the files in its own worker and says how each ended', async () => {
    const res = await importCommand(['--wait', clip, notes]);
    expect(res.code).toBe(1);
    const ids = [...res.stdout.matchAll(/^video (\d+): /gm)].map((m) => Number(m[1]));
    expect(ids).toHaveLength(2);
    const assets = await withDb((db) => db.selectFrom('mediaAssets').select(['id', 'state', 'error']).where('id', 'in', ids).orderBy('id').execute());
    expect(assets.map((a) => a.state)).toEqual(['ready', 'failed']);
    expect(res.stdout).toMatch(/job \d+: done/);
    expect(res.stdout).toMatch(/job \d+: failed \(notes\.mp4 is not a video ffmpeg can read/);
  });

  it('explains its usage when given no file', async () => {
    const res = await importCommand(['--wait']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('usage: npm run media:import');
  });
});
