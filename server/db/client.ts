import path from 'node:path';
import fs from 'node:fs';
import { CamelCasePlugin, Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { logger } from '../logger';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface DbConfig {
  databaseUrl?: string;
  sqlitePath?: string;
}

export function dialectOf(config: DbConfig): DialectName {
  return config.databaseUrl ? 'postgres' : 'sqlite';
}

/** Which database an open instance (or transaction) talks to. */
export function dialectOfDb<T>(db: Kysely<T>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export function defaultSqlitePath(): string {
  return process.env.SQLITE_PATH ?? path.join(/* turbopackIgnore: true */ process.cwd(), 'data', 'portal.db');
}

/** Opens a new Kysely instance; callers own it and must `destroy()` it. */
export async function openDb(config: DbConfig = envConfig()): Promise<Db> {
  const plugins = [new CamelCasePlugin()];
  if (config.databaseUrl) {
    const pg = (await import('pg')).default;
    // int8 (counts, epoch ms) fits a JS number for every value we store.
    pg.types.setTypeParser(20, (v: string) => Number(v));
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, admin kill) is replaced on the next query; unhandled, it would end the process.
    pool.on('error', (err) => logger.warn({ err }, 'idle database connection lost'));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  }
  const file = config.sqlitePath ?? defaultSqlitePath();
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const Sqlite = (await import('better-sqlite3')).default;
  const database = new Sqlite(file, { timeout: LOCK_WAIT_MS });
  switchToWal(database);
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  // SQLite's lower() folds ASCII only; PostgreSQL's folds every letter. Searches by name ("Đức", "Ánh") must
  // match the same rows on both.
  database.function('lower', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }), plugins });
}

const LOCK_WAIT_MS = 5000;

/**
 * Switches the file to WAL. SQLite answers "busy" at once, without waiting, when another connection
 * holds a lock this switch would have to upgrade past (a node starting beside one that is migrating),
 * so the switch is tried again until the other lets go.
 */
function switchToWal(database: import('better-sqlite3').Database): void {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      database.pragma('journal_mode = WAL');
      return;
    } catch (err) {
      const busy = err instanceof Error && 'code' in err && (err.code === 'SQLITE_BUSY' || err.code === 'SQLITE_LOCKED');
      if (!busy || Date.now() > deadline) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
}

export function envConfig(): DbConfig {
  return { databaseUrl: process.env.DATABASE_URL || undefined, sqlitePath: defaultSqlitePath() };
}

const holder = globalThis as typeof globalThis & { __portalDb?: Promise<Db> };

/** The process-wide instance for the configured database. */
export function getDb(): Promise<Db> {
  holder.__portalDb ??= openDb();
  return holder.__portalDb;
}
