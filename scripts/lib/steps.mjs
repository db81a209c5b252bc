// Steps shared by `npm start` and `npm test`. Plain Node on purpose: it runs before packages exist.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

export function log(message) {
  process.stdout.write(`\u001b[36m›\u001b[0m ${message}\n`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...options.env } });
  if (result.status !== 0) {
    throw new Error(`${[command, ...args].join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

export const runBin = (name, args, options) => run(bin(name), args, options);

/** Installs packages when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const fresh = fs.existsSync(marker) && fs.existsSync(bin('next')) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return log('packages are installed');
  log('installing packages (npm install)…');
  // `npm ci` refuses this lock file (optional platform binaries the registry lacks); install honours it.
  run('npm', ['install', '--no-audit', '--no-fund']);
}

/** Migrates the configured database and seeds it when empty. */
export function prepareDatabase(env = {}) {
  log('migrating and seeding the database…');
  runBin('tsx', ['scripts/prepare-db.ts'], { env });
}

const BUILD_INPUTS = ['app', 'components', 'lib', 'messages', 'server', 'public', 'proxy.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json', 'postcss.config.mjs', 'global.d.ts', 'instrumentation.ts', 'instrumentation-client.ts'];

function listFiles(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs.readdirSync(full, { withFileTypes: true })
    .filter((d) => !d.name.startsWith('.') && !d.name.endsWith('.test.ts') && !d.name.endsWith('.test.tsx'))
    .flatMap((d) => listFiles(path.join(entry, d.name)))
    .filter((f) => !f.startsWith(`public${path.sep}builds`));
}

/** A digest of everything `next build` reads; equal digests mean the existing build is current. */
export function sourceDigest() {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap(listFiles).sort()) {
    hash.update(file).update('\0').update(fs.readFileSync(path.join(root, file))).update('\0');
  }
  for (const key of ['SENTRY_DSN', 'NEXT_PUBLIC_SENTRY_DSN']) hash.update(`${key}=${process.env[key] ?? ''}\0`);
  return hash.digest('hex').slice(0, 16);
}

/** Builds the app unless the last build was made from the same sources. */
export function ensureBuild() {
  const digest = sourceDigest();
  const stamp = path.join(root, '.next', 'BUILD_ID');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === digest) return log(`build ${digest} is current`);
  log(`building ${digest} (next build)…`);
  runBin('next', ['build'], { env: { BUILD_ID: digest } });
}
