import { canBroadcast } from '@/lib/domain/broadcast';
import { canEditNews } from '@/lib/domain/newsroom';
import { verifyLiveToken } from '@/server/auth/live-sessions';
import type { TokenClaims } from '@/server/auth/tokens';
import { ApiError } from './errors';
import type { ApiContext } from './context';

async function claimsOf(c: ApiContext): Promise<TokenClaims | null> {
  const token = c.get('ctx').token;
  return token ? verifyLiveToken(await c.get('deps').getDb(), token) : null;
}

export async function requireGuest(c: ApiContext): Promise<TokenClaims> {
  const claims = await claimsOf(c);
  if (!claims?.isGuest) throw new ApiError(401, 'A valid guest token is required');
  return claims;
}

/** The member behind the request's token, or null for a guest or nobody. */
export async function optionalMemberId(c: ApiContext): Promise<number | null> {
  const claims = await claimsOf(c);
  return claims && !claims.isGuest ? claims.userId : null;
}

export async function requireMember(c: ApiContext): Promise<TokenClaims> {
  const claims = await claimsOf(c);
  if (!claims || claims.isGuest) throw new ApiError(401, 'Login required');
  return claims;
}

/**
 * A member of the newsroom (lib/domain/newsroom's NEWSROOM_ROLES): 401 without a member's token, 403 for
 * anyone else. The role is read from the account, not the token, so a demoted editor stops at once.
 */
export async function requireEditor(c: ApiContext): Promise<TokenClaims> {
  const claims = await requireMember(c);
  const db = await c.get('deps').getDb();
  const user = await db.selectFrom('users').select('siteRoleId').where('id', '=', claims.userId).executeTakeFirst();
  if (!user || !canEditNews(user.siteRoleId)) throw new ApiError(403, 'For the newsroom only');
  return claims;
}

/**
 * A commentator or staff member who may use the studio (lib/domain/broadcast's STUDIO_ROLES): 401
 * without a member's token, 403 for anyone else. Read from the account, like requireEditor.
 */
export async function requireBroadcaster(c: ApiContext): Promise<TokenClaims> {
  const claims = await requireMember(c);
  const db = await c.get('deps').getDb();
  const user = await db.selectFrom('users').select('siteRoleId').where('id', '=', claims.userId).executeTakeFirst();
  if (!user || !canBroadcast(user.siteRoleId)) throw new ApiError(403, 'For commentators only');
  return claims;
}

/** The member behind the request's token with their site role, or null for a guest or nobody. */
export async function optionalMember(c: ApiContext): Promise<{ userId: number; siteRoleId: number } | null> {
  const claims = await claimsOf(c);
  return claims && !claims.isGuest ? { userId: claims.userId, siteRoleId: claims.siteRoleId } : null;
}
