import path from 'node:path';
import fs from 'node:fs';
import type { DbConfig } from './client';
import { defaultSqlitePath } from './client';

/**
 * One node at a time migrates and seeds. On PostgreSQL a session advisory lock on a connection of
 * its own; on SQLite an exclusive transaction on a small lock file beside the database, so the lock
 * never blocks the database the work writes to. Both locks die with the process that holds them, so
 * a node that crashes mid-way leaves nothing to clean up.
 */
export async function withStartupLock<T>(config: DbConfig, work: () => Promise<T>, opts: { waitMs?: number } = {}): Promise<T> {
  const waitMs = opts.waitMs ?? 10 * 60_000;
  return config.databaseUrl ? withAdvisoryLock(config.databaseUrl, waitMs, work) : withFileLock(config.sqlitePath ?? defaultSqlitePath(), waitMs, work);
}

/** An arbitrary constant shared by every node: "portal startup" as a 63-bit key. */
const ADVISORY_KEY = '7336227414052114177';

async function withAdvisoryLock<T>(databaseUrl: string, waitMs: number, work: () => Promise<T>): Promise<T> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`SET lock_timeout = ${Math.max(1, Math.floor(waitMs))}`);
    await client.query('SELECT pg_advisory_lock($1::bigint)', [ADVISORY_KEY]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [ADVISORY_KEY]);
    }
  } finally {
    await client.end();
  }
}

async function withFileLock<T>(sqlitePath: string, waitMs: number, work: () => Promise<T>): Promise<T> {
  if (sqlitePath === ':memory:') return work();
  fs.mkdirSync(path.dirname(sqlitePath), { recursive: true });
  const Sqlite = (await import('better-sqlite3')).default;
  const lock = new Sqlite(`${sqlitePath}.startup-lock`);
  try {
    lock.pragma(`busy_timeout = ${Math.max(1, Math.floor(waitMs))}`);
    lock.exec('BEGIN EXCLUSIVE');
    try {
      return await work();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
}
