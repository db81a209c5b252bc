import { SignJWT } from 'jose';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken, issueGuestToken } from '@/server/auth/tokens';

export const memberToken = async (userId: number) => (await issueAccessToken({ id: userId, siteRoleId: SITE_ROLE.member })).token;
export const guestToken = async () => issueGuestToken();

/** Looks like one of ours, but is signed with another key. */
export async function forgedToken(userId: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: SITE_ROLE.member })
    .setProtectedHeader({ alg: 'HS256', typ: 'access' })
    .setSubject(String(userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + 600)
    .sign(new TextEncoder().encode('not-the-server-secret-0123456789abcdef'));
}
