import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecret } from './secret';

const dirs: string[] = [];
const tempFile = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'auth-secret');
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('loadSecret', () => {
  it('prefers AUTH_SECRET', () => {
    const file = tempFile();
    expect(Buffer.from(loadSecret('abc', file)).toString()).toBe('abc');
    expect(fs.existsSync(file)).toBe(false);
  });

  it('creates a random 32-byte key once, readable only by its owner, and reuses it', () => {
    const file = tempFile();
    const first = loadSecret(undefined, file);
    expect(first).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecret(undefined, file)).toEqual(first);
  });
});
