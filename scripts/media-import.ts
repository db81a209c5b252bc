import os from 'node:os';
import { importProblem } from '@/server/media-pipeline/jobs/import-files';

const USAGE = 'usage: npm run media:import -- [--wait] FILE …   (copies each video into the media folder and queues its packaging)';
const POLL_MS = 1_000;

const args = process.argv.slice(2).filter((a) => a !== '--');
const wait = args.includes('--wait');
const files = args.filter((a) => a !== '--wait');
const unknown = files.filter((a) => a.startsWith('--'));
if (files.length === 0 || unknown.length > 0) {
  if (unknown.length > 0) console.error(`unknown option: ${unknown.join(' ')}`);
  console.error(USAGE);
  process.exit(2);
}

const problems = (await Promise.all(files.map(importProblem))).filter((p): p is string => p !== null);
if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error('nothing was imported');
  process.exit(1);
}

// Loaded once the files are known good, so a mistake is answered at once.
const { envConfig, openDb } = await import('@/server/db/client');
const { prepareDatabase } = await import('@/server/db/prepare');
const { importFiles, jobStatuses } = await import('@/server/media-pipeline/jobs/import-files');
const { mediaJobConcurrency, startMediaWorker } = await import('@/server/media-pipeline/jobs/worker');
const { mediaDir } = await import('@/server/media-pipeline/media-dir');

const config = envConfig();
const db = await openDb(config);
try {
  await prepareDatabase(db, config, { seed: false });
  const imported = await importFiles(db, mediaDir(), files, Date.now());
  for (const i of imported) console.log(`video ${i.assetId}: ${i.title} (queued as job ${i.jobId})`);
  if (wait) process.exitCode = await waitFor(imported.map((i) => i.jobId));
} finally {
  await db.destroy();
}

/** Runs a worker in this process until the jobs settle, printing their progress; 1 when any failed. */
async function waitFor(jobIds: number[]): Promise<number> {
  const worker = startMediaWorker({ getDb: async () => db, redis: process.env.REDIS_URL || undefined, concurrency: mediaJobConcurrency(), node: `import-${os.hostname()}-${process.pid}` });
  const shown = new Map<number, string>();
  try {
    for (;;) {
      const statuses = await jobStatuses(db, jobIds);
      for (const s of statuses) {
        const line = s.state === 'running' ? `job ${s.id}: ${Math.round(s.progress * 100)}%` : `job ${s.id}: ${s.state}${s.error ? ` (${s.error})` : ''}`;
        if (shown.get(s.id) !== line) console.log(line);
        shown.set(s.id, line);
      }
      if (statuses.every((s) => s.state === 'done' || s.state === 'failed')) return statuses.some((s) => s.state === 'failed') ? 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    await worker.stop();
  }
}
