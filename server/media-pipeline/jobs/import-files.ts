import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@/server/db/client';
import { enqueueJob } from './enqueue';

/** Why a file given to the import cannot be taken; null when it can. */
export async function importProblem(file: string): Promise<string | null> {
  const stat = await fs.stat(file).catch(() => null);
  if (!stat) return `${file}: no such file`;
  if (!stat.isFile()) return `${file}: not a file`;
  if (stat.size === 0) return `${file}: the file is empty`;
  const readable = await fs.access(file, constants.R_OK).then(() => true, () => false);
  return readable ? null : `${file}: not readable (permission denied)`;
}

/** A video's title from its file's name: `Chung_ket 2024.mp4` → `Chung ket 2024`. */
export function titleFromFileName(file: string): string {
  const base = path.basename(file, path.extname(file)).replace(/_+/g, ' ').trim();
  return (base || path.basename(file)).slice(0, 200);
}

/** A name for the copy under `imports/` that no other import can take, and that needs no quoting anywhere. */
function copyName(file: string): string {
  const safe = path.basename(file).replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80);
  return `${Date.now()}-${randomBytes(4).toString('hex')}-${safe}`;
}

export interface ImportedFile {
  file: string;
  assetId: number;
  jobId: number;
  title: string;
}

/**
 * Copies each file into the media folder's `imports/`, files an 'import' video for it and queues its
 * packaging. All or nothing: copies are written under a temporary name and take their own only inside
 * the transaction that files the rows, so a failure leaves neither rows nor files behind.
 */
export async function importFiles(db: Db, mediaRoot: string, files: readonly string[], now: number): Promise<ImportedFile[]> {
  const dir = path.join(mediaRoot, 'imports');
  await fs.mkdir(dir, { recursive: true });
  const copies = files.map((file) => ({ file, name: copyName(file), title: titleFromFileName(file) }));
  const written: string[] = [];
  try {
    for (const c of copies) {
      const partial = path.join(dir, `${c.name}.partial`);
      written.push(partial);
      await fs.copyFile(c.file, partial, constants.COPYFILE_EXCL);
    }
    return await db.transaction().execute(async (trx) => {
      const done: ImportedFile[] = [];
      for (const c of copies) {
        const sourcePath = `imports/${c.name}`;
        const { id } = await trx
          .insertInto('mediaAssets')
          .values({ kind: 'import', ownerId: null, fixtureId: null, title: c.title, state: 'queued', durationMs: null, sourcePath, outputDir: null, renditions: null, error: null, createdAt: now, readyAt: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        const jobId = await enqueueJob(trx, { kind: 'package-file', assetId: id, payload: { sourcePath, title: c.title, fileName: path.basename(c.file) } }, now);
        done.push({ file: c.file, assetId: id, jobId, title: c.title });
      }
      // Renamed before the commit: a worker that sees the job finds its file.
      for (const c of copies) {
        await fs.rename(path.join(dir, `${c.name}.partial`), path.join(dir, c.name));
        written.push(path.join(dir, c.name));
      }
      return done;
    });
  } catch (err) {
    await Promise.all(written.map((f) => fs.rm(f, { force: true })));
    throw err;
  }
}

export interface JobStatus {
  id: number;
  state: string;
  progress: number;
  error: string | null;
}

export async function jobStatuses(db: Db, ids: readonly number[]): Promise<JobStatus[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('mediaJobs').select(['id', 'state', 'progress', 'error']).where('id', 'in', [...ids]).orderBy('id').execute();
}
