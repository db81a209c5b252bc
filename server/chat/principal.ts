import { DEFAULT_LOCALE } from '@/lib/domain/locale';
import { verifyToken } from '@/server/auth/tokens';
import type { Db } from '@/server/db/client';
import { findUserById, guestUserInfo } from '@/server/services/users';
import type { ChatPrincipal } from './types';

/**
 * Who holds the token: a guest (not stored, named like the guest session), or a member as the
 * database knows them now (a role changed since the token was issued counts). Null for a missing,
 * forged or expired token, or a member who no longer exists.
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
  const user = await findUserById(db, claims.userId);
  if (!user) return null;
  return { userId: user.id, showName: user.displayName, siteRoleId: user.siteRoleId, profilePicture: user.profilePicture, isGuest: false, token, expiresAt };
}
