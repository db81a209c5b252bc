import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

let cached: Uint8Array | undefined;

/** The signing key: AUTH_SECRET, else a random key kept in data/auth-secret so tokens survive restarts. */
export function authSecret(): Uint8Array {
  cached ??= loadSecret(process.env.AUTH_SECRET, path.join(/* turbopackIgnore: true */ process.cwd(), 'data', 'auth-secret'));
  return cached;
}

export function loadSecret(fromEnv: string | undefined, file: string): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  try {
    return new Uint8Array(fs.readFileSync(file));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32);
  try {
    // 'wx' fails when another process created the file first; that file then wins.
    fs.writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
    return new Uint8Array(key);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return new Uint8Array(fs.readFileSync(file));
  }
}
