import { createHash, randomBytes } from 'node:crypto';
import { STREAM_KEY_PATTERN, STREAM_KEY_PREFIX, type Refusal } from '@/lib/domain/broadcast';
import type { Db } from '@/server/db/client';

const HINT_LENGTH = 4;

/** Keys are stored as SHA-256 hashes: 32 random bytes need no slow hash, and a leaked table gives no key. */
export function hashStreamKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function newStreamKey(): { key: string; hash: string; hint: string } {
  const key = `${STREAM_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashStreamKey(key), hint: key.slice(-HINT_LENGTH) };
}

/** Makes the member's key, or replaces it: the old one is refused from now on. The key is returned only here. */
export async function rotateStreamKey(db: Db, userId: number, now: number): Promise<{ key: string; hint: string; createdAt: number }> {
  const made = newStreamKey();
  await db
    .insertInto('streamKeys')
    .values({ userId, keyHash: made.hash, keyHint: made.hint, createdAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ keyHash: made.hash, keyHint: made.hint, createdAt: now, lastRefusal: null, lastRefusalAt: null }))
    .execute();
  return { key: made.key, hint: made.hint, createdAt: now };
}

/** Whose key this is; null for anything that is not a current key (a rotated one included). */
export async function userForStreamKey(db: Db, key: string): Promise<number | null> {
  if (!STREAM_KEY_PATTERN.test(key)) return null;
  const row = await db.selectFrom('streamKeys').select('userId').where('keyHash', '=', hashStreamKey(key)).executeTakeFirst();
  return row?.userId ?? null;
}

/** Notes why the member's stream was turned away, for the studio to show. */
export async function recordRefusal(db: Db, userId: number, reason: Refusal, now: number): Promise<void> {
  await db.updateTable('streamKeys').set({ lastRefusal: reason, lastRefusalAt: now }).where('userId', '=', userId).execute();
}
