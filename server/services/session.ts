import type { z } from 'zod';
import type { SessionTokens, UserInfo, login as loginCall, register as registerCall } from '@/lib/contract/user';
import type { Locale } from '@/lib/domain/locale';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { hashPassword, verifyPassword } from '@/server/auth/passwords';
import { liveSessions } from '@/server/auth/live-sessions';
import { issueAccessToken, issueGuestToken, type AccessTokenSession, type TokenClaims } from '@/server/auth/tokens';
import { createRefreshToken, revokeRefreshToken, rotateRefreshToken } from '@/server/auth/refresh';
import type { LoginGuard } from '@/server/auth/login-guard';
import { securityEvent } from '@/server/security/events';
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

/** The tokens a page script may hold for a member's sign-in `sid`, proved at `authenticatedAt`. */
export async function memberTokens(user: UserRow, now: number, session: AccessTokenSession): Promise<SessionTokens> {
  const access = await issueAccessToken(user, now, session);
  return { token: access.token, expiresIn: access.expiresIn, isGuest: false, user: toUserInfo(user) };
}

/**
 * A new sign-in, proved now, or (with `rotated`) the next token of a running one, which keeps the time
 * its sign-in was last proved. A sign-in older than that record counts as proved long ago.
 */
export async function startSession(
  db: Db,
  user: UserRow,
  now: number,
  rotated?: { token: string; familyId: string; authenticatedAt: number | null },
): Promise<MemberSession> {
  const refresh = rotated ?? { ...(await createRefreshToken(db, user.id, now)), authenticatedAt: now };
  const data = await memberTokens(user, now, { sid: refresh.familyId, authenticatedAt: refresh.authenticatedAt ?? 0 });
  return { data, refreshToken: refresh.token };
}

export async function login(
  db: Db,
  guard: LoginGuard,
  body: z.output<typeof loginCall.body>,
  ip: string,
  now: number = Date.now(),
): Promise<MemberSession> {
  await guard.assertMayTry(body.username, ip, now);
  const user = await findUserByUsername(db, body.username);
  const ok = await verifyPassword(body.password, user?.passwordHash ?? (await dummyHash));
  if (!user || !ok) {
    await guard.failed(body.username, ip, now, 'login-failed');
    throw new ApiError(401, BAD_CREDENTIALS);
  }
  await guard.succeeded(body.username, ip);
  return startSession(db, user, now);
}

export async function register(
  db: Db,
  body: z.output<typeof registerCall.body>,
  now: number = Date.now(),
): Promise<MemberSession> {
  await assertPasswordAllowed(body.password, body.username);
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
  if (!rotated.ok) {
    if (rotated.reason === 'reused') securityEvent('refresh-token-reused', { userId: rotated.userId, sid: rotated.familyId });
    throw new ApiError(401, BAD_REFRESH);
  }
  const user = await findUserById(db, rotated.userId);
  if (!user) throw new ApiError(401, BAD_REFRESH);
  return startSession(db, user, now, rotated);
}

/** Ends the sign-in the refresh token belongs to; returns it (null when there was none), so its sockets can end too. */
export async function logout(db: Db, refreshToken: string | undefined, now: number = Date.now()): Promise<{ familyId: string; userId: number } | null> {
  const ended = refreshToken ? await revokeRefreshToken(db, refreshToken, now) : null;
  if (ended) liveSessions.forget(ended.familyId);
  return ended;
}
