import type { z } from 'zod';
import type { SessionTokens, UserInfo, login as loginCall, register as registerCall } from '@/lib/contract/user';
import type { Locale } from '@/lib/domain/locale';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { hashPassword, verifyPassword } from '@/server/auth/passwords';
import { issueAccessToken, issueGuestToken, type TokenClaims } from '@/server/auth/tokens';
import { createRefreshToken, revokeRefreshToken, rotateRefreshToken } from '@/server/auth/refresh';
import { loginLimiterKey, type LoginLimiter } from '@/server/auth/login-limiter';
import { assertPasswordAllowed } from './account-rules';
import { createUser, findUserById, findUserByUsername, guestUserInfo, toUserInfo, type UserRow } from './users';

export interface MemberSession {
  data: SessionTokens;
  refreshToken: string;
}

const BAD_CREDENTIALS = 'Invalid username or password';
const BAD_REFRESH = 'Session expired; please log in again';

// Verified against when the username is unknown, so both failures take the same time.
const dummyHash = hashPassword('not-a-real-password');

export async function guestLogin(locale: Locale, now: number = Date.now()): Promise<SessionTokens> {
  const { token, userId, expiresIn } = await issueGuestToken(now);
  return { token, expiresIn, isGuest: true, user: guestUserInfo(userId, locale) };
}

export function guestInfo(claims: TokenClaims, locale: Locale): UserInfo {
  return guestUserInfo(claims.userId, locale);
}

export async function memberInfo(db: Db, claims: TokenClaims): Promise<UserInfo> {
  const row = await findUserById(db, claims.userId);
  if (!row) throw new ApiError(401, 'Unauthorized');
  return toUserInfo(row);
}

/** A new sign-in, or (with `rotated`) the next token of a running one. */
export async function startSession(
  db: Db,
  user: UserRow,
  now: number,
  rotated?: { token: string; familyId: string; authenticatedAt: number },
): Promise<MemberSession> {
  const refresh = rotated ?? { ...(await createRefreshToken(db, user.id, now)), authenticatedAt: now };
  const access = await issueAccessToken(user, now, { sid: refresh.familyId, authenticatedAt: refresh.authenticatedAt });
  return {
    data: { token: access.token, expiresIn: access.expiresIn, isGuest: false, user: toUserInfo(user) },
    refreshToken: refresh.token,
  };
}

export async function login(
  db: Db,
  limiter: LoginLimiter,
  body: z.output<typeof loginCall.body>,
  ip: string,
  now: number = Date.now(),
): Promise<MemberSession> {
  const key = loginLimiterKey(body.username, ip);
  if (await limiter.isBlocked(key, now)) {
    throw new ApiError(429, 'Too many failed login attempts; try again later', { 'retry-after': '600' });
  }
  const user = await findUserByUsername(db, body.username);
  const ok = await verifyPassword(body.password, user?.passwordHash ?? (await dummyHash));
  if (!user || !ok) {
    await limiter.recordFailure(key, now);
    throw new ApiError(401, BAD_CREDENTIALS);
  }
  await limiter.reset(key);
  return startSession(db, user, now);
}

export async function register(
  db: Db,
  body: z.output<typeof registerCall.body>,
  now: number = Date.now(),
): Promise<MemberSession> {
  assertPasswordAllowed(body.password, body.username);
  const referredBy = body.referralCode ? await referrerOf(db, body.referralCode) : null;
  const user = await createUser(
    db,
    {
      username: body.username,
      passwordHash: await hashPassword(body.password),
      displayName: body.displayName,
      email: body.email?.toLowerCase(),
      phone: body.phone,
      siteRoleId: SITE_ROLE.member,
      referredBy,
    },
    now,
  );
  return startSession(db, user, now);
}

async function referrerOf(db: Db, code: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('referralCode', '=', code).executeTakeFirst();
  if (!row) throw new ApiError(422, 'referralCode: unknown code');
  return row.id;
}

export async function refreshSession(db: Db, token: string | undefined, now: number = Date.now()): Promise<MemberSession> {
  if (!token) throw new ApiError(401, BAD_REFRESH);
  const rotated = await rotateRefreshToken(db, token, now);
  if (!rotated.ok) throw new ApiError(401, BAD_REFRESH);
  const user = await findUserById(db, rotated.userId);
  if (!user) throw new ApiError(401, BAD_REFRESH);
  // Until sign-ins remember when they were last proved, a refreshed token counts from the refresh.
  return startSession(db, user, now, { token: rotated.token, familyId: rotated.familyId, authenticatedAt: now });
}

/** Ends the sign-in the refresh token belongs to; returns it (null when there was none), so its sockets can end too. */
export async function logout(db: Db, refreshToken: string | undefined, now: number = Date.now()): Promise<{ familyId: string; userId: number } | null> {
  return refreshToken ? revokeRefreshToken(db, refreshToken, now) : null;
}
