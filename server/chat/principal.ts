import { DEFAULT_LOCALE } from '@/lib/domain/locale';
import { isFamilyRevoked } from '@/server/auth/refresh';
import { verifyToken } from '@/server/auth/tokens';
import type { Db } from '@/server/db/client';
import { findUserById, guestUserInfo } from '@/server/services/users';
import type { ChatPrincipal } from './types';

/**
 * Who holds the token: a guest (not stored, named like the guest session), or a member as the
 * database knows them now (a role changed since the token was issued counts). Null for a missing,
 * forged or expired token, a token of a sign-in that has ended, or a member who no longer exists.
 */
export async function principalOf(db: Db, token: string): Promise<ChatPrincipal | null> {
  if (!token) return null;
  const claims = await verifyToken(token);
  if (!claims) return null;
  const expiresAt = claims.exp * 1000;
  if (claims.isGuest) {
    const guest = guestUserInfo(claims.userId, DEFAULT_LOCALE);
    return { userId: guest.userId, showName: guest.displayName, siteRoleId: guest.siteRoleId, profilePicture: null, isGuest: true, token, expiresAt };
  }
  if (claims.sid !== undefined && (await isFamilyRevoked(db, claims.sid))) return null;
  const user = await findUserById(db, claims.userId);
  if (!user) return null;
  const principal: ChatPrincipal = { userId: user.id, showName: user.displayName, siteRoleId: user.siteRoleId, profilePicture: user.profilePicture, isGuest: false, token, expiresAt };
  return claims.sid === undefined ? principal : { ...principal, sid: claims.sid };
}

/** The sign-ins among these that have ended (logged out, or every session revoked by a new password). */
export async function endedSignIns(db: Db, sids: readonly string[]): Promise<Set<string>> {
  const ended = new Set<string>();
  for (const sid of new Set(sids)) if (await isFamilyRevoked(db, sid)) ended.add(sid);
  return ended;
}
