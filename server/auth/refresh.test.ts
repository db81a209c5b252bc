import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { openSqliteTestDb, type TestDb } from '@/tests/fixtures/test-db';
import { createRefreshToken, hashRefreshToken, markFamilyAuthenticated, REFRESH_TOKEN_TTL_S, revokeRefreshToken, rotateRefreshToken } from './refresh';

describe('refresh tokens', () => {
  let t: TestDb;
  let userId: number;
  beforeAll(async () => {
    t = await openSqliteTestDb();
    const row = await t.db
      .insertInto('users')
      .values({ username: 'u', passwordHash: 'x', displayName: 'U', nickname: null, profilePicture: null, siteRoleId: SITE_ROLE.member, email: null, phone: null, createdAt: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = row.id;
  });
  afterAll(() => t.close());

  it('issues 32 random bytes, base64url, stored only as SHA-256, for 30 days', async () => {
    const { token, expiresAt } = await createRefreshToken(t.db, userId, 1000);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(expiresAt).toBe(1000 + REFRESH_TOKEN_TTL_S * 1000);
    const row = await t.db.selectFrom('refreshTokens').selectAll().where('tokenHash', '=', hashRefreshToken(token)).executeTakeFirst();
    expect(row?.userId).toBe(userId);
  });

  it('rotates into the same family and marks the old token used', async () => {
    const { token } = await createRefreshToken(t.db, userId, 1000);
    const r = await rotateRefreshToken(t.db, token, 2000);
    expect(r.ok).toBe(true);
    const rows = await t.db.selectFrom('refreshTokens').selectAll().where('tokenHash', 'in', [hashRefreshToken(token), r.ok ? hashRefreshToken(r.token) : '']).execute();
    expect(new Set(rows.map((x) => x.familyId)).size).toBe(1);
    expect(rows.find((x) => x.tokenHash === hashRefreshToken(token))?.usedAt).toBe(2000);
  });

  it('keeps the time the sign-in was proved when it rotates, not the time of the rotation', async () => {
    const { token } = await createRefreshToken(t.db, userId, 1000);
    const r = await rotateRefreshToken(t.db, token, 900_000);
    expect(r.ok && r.authenticatedAt).toBe(1000);
    const next = r.ok ? await rotateRefreshToken(t.db, r.token, 1_800_000) : r;
    expect(next.ok && next.authenticatedAt).toBe(1000);
  });

  it('moves the proof time of a live family when the member proves it again, and of no other', async () => {
    const first = await createRefreshToken(t.db, userId, 1000);
    await markFamilyAuthenticated(t.db, first.familyId, userId, 5000);
    const r = await rotateRefreshToken(t.db, first.token, 6000);
    expect(r.ok && r.authenticatedAt).toBe(5000);
    expect(await markFamilyAuthenticated(t.db, first.familyId, userId + 1, 7000)).toBe(false);
    const ended = await createRefreshToken(t.db, userId, 1000);
    await revokeRefreshToken(t.db, ended.token, 2000);
    expect(await markFamilyAuthenticated(t.db, ended.familyId, userId, 7000)).toBe(false);
  });

  it('revokes the whole family when a used token comes back', async () => {
    const { token } = await createRefreshToken(t.db, userId, 1000);
    const next = await rotateRefreshToken(t.db, token, 2000);
    expect(await rotateRefreshToken(t.db, token, 3000)).toMatchObject({ ok: false, reason: 'reused', userId });
    expect(next.ok && (await rotateRefreshToken(t.db, next.token, 4000))).toEqual({ ok: false, reason: 'revoked' });
  });

  it('refuses expired, unknown and revoked tokens', async () => {
    const { token } = await createRefreshToken(t.db, userId, 0);
    expect(await rotateRefreshToken(t.db, token, REFRESH_TOKEN_TTL_S * 1000)).toEqual({ ok: false, reason: 'expired' });
    expect(await rotateRefreshToken(t.db, 'nope', 0)).toEqual({ ok: false, reason: 'unknown' });
    const fresh = await createRefreshToken(t.db, userId, 0);
    await revokeRefreshToken(t.db, fresh.token, 1);
    expect(await rotateRefreshToken(t.db, fresh.token, 2)).toEqual({ ok: false, reason: 'revoked' });
  });
});
