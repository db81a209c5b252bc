import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createEmptyPostgresDb, postgresReachable } from '@/tests/fixtures/test-db';
import { expect, test } from './support/test';

// Playwright runs from the repository's root.
const root = process.cwd();
const PORTS = [3210, 3211] as const;

/**
 * One node as `npm start` runs it once packages and the build are in place: it migrates and seeds under
 * the start-up lock, then serves. (Never `npm start` itself here: a build started by a test would
 * replace the one the other browser tests are being served from.)
 */
function startNode(port: number, databaseUrl: string): ChildProcess {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  return spawn('sh', ['-c', `"${tsx}" scripts/prepare-db.ts && exec "${tsx}" server/main.ts`], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      FEED_TICK_MS: '2000',
      LOG_LEVEL: 'warn',
    },
  });
}

async function serving(port: number, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

test('two nodes started at once on an empty PostgreSQL database both serve', async ({ request }) => {
  test.setTimeout(180_000);
  const reachable = await postgresReachable();
  test.skip(!reachable && process.env.CI !== 'true', 'PostgreSQL is not reachable');
  const { url, drop } = await createEmptyPostgresDb();
  const nodes = PORTS.map((port) => startNode(port, url));
  const exits = nodes.map((node) => new Promise<number | null>((resolve) => node.once('exit', resolve)));
  try {
    const deadline = Date.now() + 150_000;
    const up = await Promise.race([Promise.all(PORTS.map((port) => serving(port, deadline))), Promise.race(exits).then(() => 'a node exited')]);
    expect(up).toEqual([true, true]);
    for (const port of PORTS) {
      const home = await request.get(`http://127.0.0.1:${port}/`);
      expect(home.status()).toBe(200);
      const modes = await request.get(`http://127.0.0.1:${port}/live/api/schedule-mode/list`);
      expect(((await modes.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    }
  } finally {
    for (const node of nodes) node.kill('SIGTERM');
    await Promise.all(exits);
    await drop();
  }
});
