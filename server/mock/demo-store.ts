import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createApiApp, type ApiHandler } from '../api/app';
import { getDb, type Db } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { DEMO_USERNAME } from '../db/seed/users';

/**
 * The QA mode's demo data: the seed's generators fill a private SQLite file made for this process
 * alone, and the API's own read code answers from it, so every page has the data a fresh install
 * shows. Nothing else ever opens the file, and it is removed when the process ends.
 */
export interface DemoStore {
  db: Db;
  /** The whole API over the demo data, as the mock handlers ask it. */
  api: ApiHandler;
  /** The demo member (`demo` / the seed's password), whom the mock's member token stands for. */
  memberId: number;
  /** Closes the database and removes its file. */
  close(): Promise<void>;
}

/** The folders of demo stores are named after the process that made them: `portal-qa-<pid>-…`. */
const STORE_DIR = /^portal-qa-(\d+)-/;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the stores of processes that are gone: one stopped by a signal it could not finish on
 * (a test runner's kill) never reached its own clean-up.
 */
export function sweepAbandonedStores(tmp: string = os.tmpdir()): void {
  for (const name of fs.readdirSync(tmp)) {
    const pid = Number(STORE_DIR.exec(name)?.[1] ?? Number.NaN);
    if (Number.isInteger(pid) && pid !== process.pid && !isRunning(pid)) fs.rmSync(path.join(tmp, name), { recursive: true, force: true });
  }
}

function privateDir(): { file: string; remove: () => void } {
  sweepAbandonedStores();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-qa-${process.pid}-`));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  process.once('exit', remove);
  return { file: path.join(dir, `demo-${randomBytes(4).toString('hex')}.db`), remove };
}

/**
 * Opens the demo store. It takes the process's database: the pages' own reads (share cards,
 * sitemaps) reach it too, so it must run before the first `getDb()` and never beside a real one.
 */
export async function openDemoStore(now = Date.now()): Promise<DemoStore> {
  const { file: sqlitePath, remove } = privateDir();
  process.env.SQLITE_PATH = sqlitePath;
  // Tokens the store checks are signed with a key of this process, never written to the data folder.
  process.env.AUTH_SECRET ||= randomBytes(32).toString('base64');
  const db = await getDb();
  await prepareDatabase(db, { sqlitePath }, { seed: true, now });
  const member = await db.selectFrom('users').select('id').where('username', '=', DEMO_USERNAME).executeTakeFirstOrThrow();
  const close = async () => {
    await db.destroy();
    remove();
  };
  return { db, api: createApiApp({ getDb: async () => db }), memberId: member.id, close };
}
