import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface BenchServer {
  origin: string;
  stop(): Promise<void>;
}

async function waitUntilUp(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${origin} did not come up in ${timeoutMs} ms`);
}

/** Starts the production build on its own port over a freshly seeded database. */
export async function startBenchServer(port = Number(process.env.BENCH_PORT ?? 3200)): Promise<BenchServer> {
  const child = spawn(process.execPath, [path.join('scripts', 'serve-fresh.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, FRESH_PORT: String(port), FRESH_DB: 'bench', LOG_LEVEL: 'error' },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(origin, child, 120_000);
  return {
    origin,
    stop: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}
