import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type DbConfig } from '@/server/db/client';
import { createEmptyPostgresDb, postgresReachable } from '../fixtures/test-db';

const root = path.resolve(import.meta.dirname, '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** Runs `npm run db:prepare`'s script as a node's start would, and resolves to its exit code and output. */
function prepareNode(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, ['scripts/prepare-db.ts'], { cwd: root, env: { ...process.env, LOG_LEVEL: 'info', ...env } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function countRows(config: DbConfig): Promise<{ liveModes: number; users: number }> {
  const db = await openDb(config);
  try {
    const count = async (table: 'liveModes' | 'users') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return { liveModes: await count('liveModes'), users: await count('users') };
  } finally {
    await db.destroy();
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups) await clean();
});

const pgReachable = await postgresReachable();
if (!pgReachable && process.env.CI === 'true') throw new Error('PostgreSQL is required in CI');

describe('nodes starting together on one empty database', () => {
  it.skipIf(!pgReachable)('migrate and seed PostgreSQL once between them, and both finish cleanly', async () => {
    const { url, drop } = await createEmptyPostgresDb();
    cleanups.push(drop);
    const runs = await Promise.all([prepareNode({ DATABASE_URL: url }), prepareNode({ DATABASE_URL: url }), prepareNode({ DATABASE_URL: url })]);
    for (const run of runs) expect(run.code, run.output).toBe(0);
    expect(runs.filter((r) => r.output.includes('database seeded'))).toHaveLength(1);
    const rows = await countRows({ databaseUrl: url });
    expect(rows.liveModes).toBe(15);
  }, 120_000);

  it('migrate and seed one SQLite file once between them, and both finish cleanly', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-start-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const sqlitePath = path.join(dir, 'portal.db');
    const env = { DATABASE_URL: '', SQLITE_PATH: sqlitePath };
    const runs = await Promise.all([prepareNode(env), prepareNode(env)]);
    for (const run of runs) expect(run.code, run.output).toBe(0);
    expect(runs.filter((r) => r.output.includes('database seeded'))).toHaveLength(1);
    expect((await countRows({ sqlitePath })).liveModes).toBe(15);
  }, 120_000);
});
