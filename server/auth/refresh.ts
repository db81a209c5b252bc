import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@/server/db/client';

export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
const TTL_MS = REFRESH_TOKEN_TTL_S * 1000;

export type RefreshFailure = 'unknown' | 'expired' | 'revoked' | 'reused';
export type RotateResult =
  | { ok: true; userId: number; token: string; expiresAt: number; familyId: string; authenticatedAt: number | null }
  | { ok: false; reason: 'reused'; userId: number; familyId: string }
  | { ok: false; reason: Exclude<RefreshFailure, 'reused'> };

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opaque token: 32 random bytes. Only its SHA-256 is stored. A new sign-in is proved `now`; the next
 * token of a family keeps the time its sign-in was last proved.
 */
export async function createRefreshToken(
  db: Db,
  userId: number,
  now: number = Date.now(),
  family: { familyId: string; authenticatedAt: number | null } = { familyId: randomUUID(), authenticatedAt: now },
): Promise<{ token: string; expiresAt: number; familyId: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + TTL_MS;
  const { familyId, authenticatedAt } = family;
  await db
    .insertInto('refreshTokens')
    .values({ tokenHash: hashRefreshToken(token), userId, familyId, expiresAt, createdAt: now, usedAt: null, revokedAt: null, authenticatedAt })
    .execute();
  return { token, expiresAt, familyId };
}

/**
 * Trades a token for a new one of the same family. A token presented a second time means it
 * leaked (or two clients race): the whole family is revoked, so the thief's copy dies too.
 */
export async function rotateRefreshToken(db: Db, token: string, now: number = Date.now()): Promise<RotateResult> {
  const hash = hashRefreshToken(token);
  return db.transaction().execute(async (trx): Promise<RotateResult> => {
    const row = await trx.selectFrom('refreshTokens').selectAll().where('tokenHash', '=', hash).executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt !== null) return { ok: false, reason: 'revoked' };
    if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
    const claimed = row.usedAt === null
      ? await trx
          .updateTable('refreshTokens')
          .set({ usedAt: now })
          .where('tokenHash', '=', hash)
          .where('usedAt', 'is', null)
          .where('revokedAt', 'is', null)
          .executeTakeFirst()
      : null;
    if (!claimed || Number(claimed.numUpdatedRows) !== 1) {
      await revokeFamily(trx, row.familyId, now);
      return { ok: false, reason: 'reused', userId: row.userId, familyId: row.familyId };
    }
    const authenticatedAt = row.authenticatedAt === null ? null : Number(row.authenticatedAt);
    const next = await createRefreshToken(trx, row.userId, now, { familyId: row.familyId, authenticatedAt });
    return { ok: true, userId: row.userId, authenticatedAt, ...next };
  });
}

/** Logout: ends the session the token belongs to and returns its family (null for an unknown token). */
export async function revokeRefreshToken(db: Db, token: string, now: number = Date.now()): Promise<{ familyId: string; userId: number } | null> {
  const row = await db
    .selectFrom('refreshTokens')
    .select(['familyId', 'userId'])
    .where('tokenHash', '=', hashRefreshToken(token))
    .executeTakeFirst();
  if (!row) return null;
  await revokeFamily(db, row.familyId, now);
  return row;
}

/** A sign-in proved again (the password re-entered): answers false when it has ended or is not the member's. */
export async function markFamilyAuthenticated(db: Db, familyId: string, userId: number, now: number): Promise<boolean> {
  const updated = await db
    .updateTable('refreshTokens')
    .set({ authenticatedAt: now })
    .where('familyId', '=', familyId)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Whether a sign-in has ended (logged out, reused, or every session revoked by a new password). */
export async function isFamilyRevoked(db: Db, familyId: string): Promise<boolean> {
  const live = await db
    .selectFrom('refreshTokens')
    .select('familyId')
    .where('familyId', '=', familyId)
    .where('revokedAt', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return live === undefined;
}

/** Ends every session of a member (a new password). */
export async function revokeUserTokens(db: Db, userId: number, now: number): Promise<void> {
  await db.updateTable('refreshTokens').set({ revokedAt: now }).where('userId', '=', userId).where('revokedAt', 'is', null).execute();
}

async function revokeFamily(db: Db, familyId: string, now: number): Promise<void> {
  await db
    .updateTable('refreshTokens')
    .set({ revokedAt: now })
    .where('familyId', '=', familyId)
    .where('revokedAt', 'is', null)
    .execute();
}
