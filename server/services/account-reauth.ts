import type { SessionTokens } from '@/lib/contract/user';
import { AUTH_REASONS } from '@/lib/domain/accounts';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import type { LoginGuard } from '@/server/auth/login-guard';
import { isPasswordHash, verifyPassword } from '@/server/auth/passwords';
import { markFamilyAuthenticated } from '@/server/auth/refresh';
import type { TokenClaims } from '@/server/auth/tokens';
import { memberTokens } from './session';
import type { UserRow } from './users';

const SESSION_ENDED = 'Session expired; please log in again';

/** Whether the token's sign-in was proved (password or Google) within the window. */
export function isRecentAuth(claims: TokenClaims, now: number, windowMs: number): boolean {
  return claims.authTime !== undefined && now - claims.authTime * 1000 <= windowMs;
}

export const reauthRequired = () =>
  new ApiError(403, `${AUTH_REASONS.reauthRequired}: confirm your password, or sign in with Google again, to continue`);

/** Refuses with 403 `reauth-required` unless the token's sign-in was proved within the window. */
export function assertRecentAuth(claims: TokenClaims, now: number, windowMs: number): void {
  if (!isRecentAuth(claims, now, windowMs)) throw reauthRequired();
}

/**
 * The member types the password again: the sign-in counts as proved now (for the refreshes to come too),
 * and a new access token of the same sign-in says so. Wrong passwords count against the login limits.
 */
export async function reauthenticate(
  db: Db,
  guard: LoginGuard,
  p: { user: UserRow; claims: TokenClaims; password: string; ip: string; now: number },
): Promise<SessionTokens> {
  const { user, claims, ip, now } = p;
  if (!claims.sid) throw new ApiError(401, SESSION_ENDED);
  if (!isPasswordHash(user.passwordHash)) throw new ApiError(409, 'password: this account has no password; sign in with Google again');
  await guard.assertMayTry(user.username, ip, now);
  if (!(await verifyPassword(p.password, user.passwordHash))) {
    await guard.failed(user.username, ip, now, 'reauth-failed');
    throw new ApiError(401, 'password: incorrect');
  }
  await guard.succeeded(user.username, ip);
  if (!(await markFamilyAuthenticated(db, claims.sid, user.id, now))) throw new ApiError(401, SESSION_ENDED);
  return memberTokens(user, now, { sid: claims.sid, authenticatedAt: now });
}
