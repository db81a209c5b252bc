/**
 * The session side effects the error catalogue needs. The session store registers itself here
 * on import, so the client never imports the store (no import cycle, and no store on the server).
 */
export interface SessionHooks {
  /** One more failed guest-session attempt (spec §4: more than 3 stops user-info loading). */
  recordFailedAttempt(): void;
  clearGuestToken(): void;
  /** Forgets every readable token (cookies `token` and `guestToken`) and the user. */
  clearTokens(): void;
  /** Creates a new guest session unless the attempt limit was reached. */
  startGuestSession(): void | Promise<void>;
  logout(): Promise<void>;
  /** One cookie-based token refresh; true when a new access token is in place. */
  refresh(): Promise<boolean>;
}

let hooks: SessionHooks | null = null;

export function registerSessionHooks(next: SessionHooks | null): void {
  hooks = next;
}

export function getSessionHooks(): SessionHooks | null {
  return typeof window === 'undefined' ? null : hooks;
}
