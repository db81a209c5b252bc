import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LEN = 32;
const SALT_LEN = 16;

function derive(plain: string, salt: Buffer, opts: ScryptOptions, keyLen: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLen, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Format: scrypt$N$r$p$saltB64$hashB64 (parameters stored so they can be raised later). */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_LEN);
  const key = await derive(plain, salt, { N, r: R, p: P }, KEY_LEN);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether a stored hash is a password at all: accounts made through Google sign-in have none. */
export function isPasswordHash(stored: string): boolean {
  return stored.startsWith('scrypt$');
}

export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const [scheme, nText, rText, pText, saltText, hashText, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || hashText === undefined || saltText === undefined || rest.length > 0) return false;
  const [n, r, p] = [nText, rText, pText].map(Number);
  if (n === undefined || r === undefined || p === undefined) return false;
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const salt = Buffer.from(saltText, 'base64');
  const expected = Buffer.from(hashText, 'base64');
  if (expected.length === 0) return false;
  try {
    const actual = await derive(plain, salt, { N: n, r, p }, expected.length);
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
