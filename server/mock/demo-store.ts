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
}

function privateFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-qa-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, `demo-${randomBytes(4).toString('hex')}.db`);
}

/**
 * Opens the demo store. It takes the process's database: the pages' own reads (share cards,
 * sitemaps) reach it too, so it must run before the first `getDb()` and never beside a real one.
 */
export async function openDemoStore(now = Date.now()): Promise<DemoStore> {
  const sqlitePath = privateFile();
  process.env.SQLITE_PATH = sqlitePath;
  // Tokens the store checks are signed with a key of this process, never written to the data folder.
  process.env.AUTH_SECRET ||= randomBytes(32).toString('base64');
  const db = await getDb();
  await prepareDatabase(db, { sqlitePath }, { seed: true, now });
  const member = await db.selectFrom('users').select('id').where('username', '=', DEMO_USERNAME).executeTakeFirstOrThrow();
  return { db, api: createApiApp({ getDb: async () => db }), memberId: member.id };
}
