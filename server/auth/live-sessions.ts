import type { Db } from '@/server/db/client';
import { isFamilyRevoked } from './refresh';
import { verifyToken, type TokenClaims } from './tokens';

/**
 * Access tokens are self-contained, so a logout alone would leave one usable until it expires. Each
 * member token names its sign-in (`sid`); a sign-in that has ended (logout, a reused refresh token,
 * a new password) makes its tokens worthless at once. A live answer is trusted for a few seconds, so
 * busy members cost one indexed read per sign-in every few seconds; an ended sign-in never comes back.
 */
export const LIVE_SESSION_RECHECK_MS = 5_000;
const MAX_REMEMBERED = 50_000;

export interface LiveSessions {
  isLive(db: Db, sid: string): Promise<boolean>;
  /** Forgets what is known of a sign-in this node just ended, so its tokens stop at once here. */
  forget(sid: string): void;
}

export function createLiveSessions(now: () => number = Date.now): LiveSessions {
  const checkedAt = new Map<string, number>();
  const ended = new Set<string>();
  const remember = <T>(set: Set<T> | Map<T, unknown>) => {
    // Oldest first: a Map and a Set keep insertion order.
    if (set.size > MAX_REMEMBERED) set.delete(set.keys().next().value as T);
  };
  return {
    async isLive(db, sid) {
      if (ended.has(sid)) return false;
      const at = checkedAt.get(sid);
      if (at !== undefined && now() - at < LIVE_SESSION_RECHECK_MS) return true;
      if (await isFamilyRevoked(db, sid)) {
        checkedAt.delete(sid);
        ended.add(sid);
        remember(ended);
        return false;
      }
      checkedAt.delete(sid);
      checkedAt.set(sid, now());
      remember(checkedAt);
      return true;
    },
    forget(sid) {
      checkedAt.delete(sid);
    },
  };
}

export const liveSessions = createLiveSessions();

/** The claims of a token we issued that is unexpired and, for a member, of a sign-in that has not ended. */
export async function verifyLiveToken(db: Db, token: string, sessions: LiveSessions = liveSessions): Promise<TokenClaims | null> {
  const claims = await verifyToken(token);
  if (!claims) return null;
  if (claims.isGuest || claims.sid === undefined) return claims;
  return (await sessions.isLive(db, claims.sid)) ? claims : null;
}
