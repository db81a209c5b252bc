// Serves the production build over a freshly seeded SQLite database (browser tests, benchmarks).
// FRESH_DB names the database file (and the media folder) under data/, FRESH_PORT the port.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { prepareDatabase, root } from './lib/steps.mjs';

const sqlitePath = path.join(root, 'data', `${process.env.FRESH_DB ?? 'e2e'}.db`);
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(sqlitePath + suffix, { force: true });
// The pipeline's files belong to that database: a fresh one starts its broadcasts and videos from 1 again.
const mediaDir = path.join(root, 'data', `media-${process.env.FRESH_DB ?? 'e2e'}`);
fs.rmSync(mediaDir, { recursive: true, force: true });
const env = { SQLITE_PATH: sqlitePath, DATABASE_URL: '', REDIS_URL: '', MEDIA_DIR: mediaDir };
prepareDatabase(env);

const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...env, NODE_ENV: 'production', PORT: process.env.FRESH_PORT ?? '3100', HOSTNAME: '127.0.0.1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
