import { beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { GUEST_COOKIE_MAX_AGE_S } from '@/lib/domain/constants';
import { issueAccessToken, issueGuestToken, verifyToken, ACCESS_TOKEN_TTL_S } from './tokens';

beforeAll(() => {
  process.env.AUTH_SECRET ??= 'unit-test-secret-0123456789abcdef0123';
});

describe('tokens', () => {
  it('issues a 7-day guest token that verifies as a guest', async () => {
    const now = Date.now();
    const g = await issueGuestToken(now);
    expect(g.expiresIn).toBe(GUEST_COOKIE_MAX_AGE_S);
    expect(await verifyToken(g.token)).toEqual({
      userId: g.userId,
      siteRoleId: SITE_ROLE.guest,
      isGuest: true,
      exp: Math.floor(now / 1000) + GUEST_COOKIE_MAX_AGE_S,
    });
  });

  it('issues a 15-minute access token carrying the user and role', async () => {
    const a = await issueAccessToken({ id: 42, siteRoleId: SITE_ROLE.commentator });
    expect(a.expiresIn).toBe(ACCESS_TOKEN_TTL_S);
    expect(await verifyToken(a.token)).toMatchObject({ userId: 42, siteRoleId: SITE_ROLE.commentator, isGuest: false });
  });

  it('carries the sign-in it belongs to and when that sign-in was proved', async () => {
    const now = Date.now();
    const a = await issueAccessToken({ id: 7, siteRoleId: SITE_ROLE.member }, now, { sid: 'family-1', authenticatedAt: now - 90_000 });
    expect(await verifyToken(a.token)).toMatchObject({ userId: 7, sid: 'family-1', authTime: Math.floor((now - 90_000) / 1000) });
  });

  it('rejects an expired token', async () => {
    const a = await issueAccessToken({ id: 1, siteRoleId: 1 }, Date.now() - 16 * 60_000);
    expect(await verifyToken(a.token)).toBeNull();
  });

  it('rejects a token signed with another key', async () => {
    const forged = await new SignJWT({ role: 1 }).setProtectedHeader({ alg: 'HS256', typ: 'access' }).setSubject('1').setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(32)));
    expect(await verifyToken(forged)).toBeNull();
  });

  it('rejects a token of an unknown type and garbage', async () => {
    const secret = new TextEncoder().encode(process.env.AUTH_SECRET);
    const other = await new SignJWT({ role: 1 }).setProtectedHeader({ alg: 'HS256', typ: 'refresh' }).setSubject('1').setExpirationTime('1h').sign(secret);
    expect(await verifyToken(other)).toBeNull();
    expect(await verifyToken('a.b.c')).toBeNull();
  });
});
