/**
 * The member an access token names (its `sub` claim), read in the browser without checking the
 * signature: good only as a cache key for lists fetched with that token, which the server checks on
 * every call. 0 for no token, a malformed one, or one that names no member.
 */
export function tokenMember(token: string | null): number {
  const payload = token?.split('.')[1];
  if (!payload) return 0;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub: unknown = (JSON.parse(json) as { sub?: unknown }).sub;
    const id = typeof sub === 'string' && /^\d{1,10}$/.test(sub) ? Number(sub) : 0;
    return Number.isSafeInteger(id) && id > 0 ? id : 0;
  } catch {
    return 0;
  }
}
