import { randomInt } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { GUEST_COOKIE_MAX_AGE_S } from '@/lib/domain/constants';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { authSecret } from './secret';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const GUEST_TOKEN_TTL_S = GUEST_COOKIE_MAX_AGE_S;

type TokenType = 'guest' | 'access';

export interface TokenClaims {
  userId: number;
  siteRoleId: number;
  isGuest: boolean;
  /** Expiry in epoch seconds (the JWT `exp`). */
  exp: number;
  /** The sign-in (refresh-token family) a member's token belongs to; ending that sign-in ends its sockets. */
  sid?: string;
  /** When the member last proved who they are (password or Google), epoch seconds; absent for guests. */
  authTime?: number;
}

/** Which sign-in a member's access token belongs to, and when that sign-in last proved the member's identity. */
export interface AccessTokenSession {
  sid: string;
  /** Epoch milliseconds. */
  authenticatedAt: number;
}

/** Guests are not stored; their ids sit far above member ids so the two never meet. */
const GUEST_ID_MIN = 1_000_000_000;
const GUEST_ID_MAX = 2_000_000_000;

async function sign(type: TokenType, userId: number, siteRoleId: number, ttl: number, now: number, session?: AccessTokenSession): Promise<string> {
  const iat = Math.floor(now / 1000);
  const extra = session ? { sid: session.sid, auth_time: Math.floor(session.authenticatedAt / 1000) } : {};
  return new SignJWT({ role: siteRoleId, ...extra })
    .setProtectedHeader({ alg: 'HS256', typ: type })
    .setSubject(String(userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .sign(authSecret());
}

export async function issueGuestToken(now: number = Date.now()): Promise<{ token: string; userId: number; expiresIn: number }> {
  const userId = randomInt(GUEST_ID_MIN, GUEST_ID_MAX);
  const token = await sign('guest', userId, SITE_ROLE.guest, GUEST_TOKEN_TTL_S, now);
  return { token, userId, expiresIn: GUEST_TOKEN_TTL_S };
}

export async function issueAccessToken(
  user: { id: number; siteRoleId: number },
  now: number = Date.now(),
  session?: AccessTokenSession,
): Promise<{ token: string; expiresIn: number }> {
  const token = await sign('access', user.id, user.siteRoleId, ACCESS_TOKEN_TTL_S, now, session);
  return { token, expiresIn: ACCESS_TOKEN_TTL_S };
}

/** Null for anything that is not a token we issued and that is still valid. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, authSecret(), { algorithms: ['HS256'] });
    const type = protectedHeader.typ;
    const userId = Number(payload.sub);
    const siteRoleId = payload.role;
    if (type !== 'guest' && type !== 'access') return null;
    if (!Number.isSafeInteger(userId) || typeof siteRoleId !== 'number' || typeof payload.exp !== 'number') return null;
    const claims: TokenClaims = { userId, siteRoleId, isGuest: type === 'guest', exp: payload.exp };
    if (typeof payload.sid === 'string') claims.sid = payload.sid;
    if (typeof payload.auth_time === 'number') claims.authTime = payload.auth_time;
    return claims;
  } catch {
    return null;
  }
}
