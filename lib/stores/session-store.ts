import { create } from 'zustand';
import type { BodyOf } from '@/lib/contract/endpoint';
import * as user from '@/lib/contract/user-calls';
import type { SessionTokens, UserInfo } from '@/lib/contract/user';
import {
  COOKIES,
  GUEST_COOKIE_MAX_AGE_S,
  LOGOUT_GUEST_DELAY_MS,
  MAX_GUEST_LOGIN_ATTEMPTS,
} from '@/lib/domain/constants';
import type { ApiResult } from '@/lib/api/client';
import { apiRequest } from '@/lib/api/lazy-client';
import { deleteCookie, readCookie, writeCookie } from '@/lib/api/cookies';
import { registerSessionHooks } from '@/lib/api/session-hooks';

/**
 * Spec §4 "Session". The readable cookies `token` (access) and `guestToken` are the source of
 * truth; the server sets them and this store mirrors them, writing or deleting them only when a
 * client-side rule demands it. The httpOnly refresh cookie is the server's alone.
 */
export type SessionStatus = 'idle' | 'loading' | 'ready' | 'error' | 'blocked';

export interface SessionState {
  /** The credential sent as Authorization: the access token for members, the guest token for guests. */
  token: string | null;
  isGuest: boolean;
  user: UserInfo | null;
  status: SessionStatus;
  guestLoginAttempts: number;
}

export type AuthOutcome = { ok: true } | { ok: false; status: number; message: string };

export interface SessionActions {
  bootstrap(): Promise<void>;
  guestLogin(): Promise<void>;
  loadGuestInfo(): Promise<void>;
  loadUserInfo(): Promise<void>;
  login(username: string, password: string): Promise<AuthOutcome>;
  register(input: BodyOf<typeof user.register>): Promise<AuthOutcome>;
  /** A member session another call started (Google sign-in, a password change). */
  acceptSession(data: SessionTokens): void;
  logout(): Promise<void>;
  refresh(): Promise<boolean>;
  recordFailedAttempt(): void;
  clearGuestToken(): void;
  clearTokens(): void;
}

export type SessionStore = SessionState & SessionActions;

export const initialSessionState: SessionState = {
  token: null,
  isGuest: true,
  user: null,
  status: 'idle',
  guestLoginAttempts: 0,
};

// Concurrent 401s share one refresh, and a burst of failures shares one logout.
let refreshing: Promise<boolean> | null = null;
let booting: Promise<void> | null = null;
let loggingOut: Promise<void> | null = null;
let guestTimer: ReturnType<typeof setTimeout> | null = null;

function cancelGuestTimer(): void {
  if (guestTimer !== null) clearTimeout(guestTimer);
  guestTimer = null;
}

export const useSessionStore = create<SessionStore>()((set, get) => {
  const blocked = () => get().status === 'blocked';

  // The catalogue may already have moved on (a new guest session, a block); only a load still
  // pending here ends in 'error'.
  function settleFailure(): void {
    if (get().status === 'loading') set({ status: 'error' });
  }

  // A sign-in that lands while a guest call is on the wire (the Google callback page starts the
  // guest session as it mounts) changes the token; the guest answer then describes a session
  // that is gone and must not replace the member.
  const superseded = (tokenAsked: string | null) => get().token !== tokenAsked;

  function acceptMember(data: SessionTokens): void {
    cancelGuestTimer();
    writeCookie(COOKIES.token, data.token, data.expiresIn);
    set({ token: data.token, isGuest: false, user: data.user, status: 'ready', guestLoginAttempts: 0 });
  }

  function authenticate(result: ApiResult<SessionTokens>): AuthOutcome {
    if (!result.ok) return { ok: false, status: result.status, message: result.message };
    acceptMember(result.data);
    return { ok: true };
  }

  return {
    ...initialSessionState,

    bootstrap() {
      // Mounted twice in development (StrictMode): both mounts share one bootstrap.
      booting ??= (async () => {
        try {
          if (blocked()) return;
          const token = readCookie(COOKIES.token);
          const guestToken = readCookie(COOKIES.guestToken);
          if (token) {
            set({ token, isGuest: false });
            await get().loadUserInfo();
          } else if (guestToken) {
            set({ token: guestToken, isGuest: true });
            await get().loadGuestInfo();
          } else {
            await get().guestLogin();
          }
        } finally {
          booting = null;
        }
      })();
      return booting;
    },

    async guestLogin() {
      if (blocked()) return;
      const tokenAsked = get().token;
      set({ status: 'loading' });
      const result = await apiRequest(user.guestLogin);
      if (superseded(tokenAsked)) return;
      if (!result.ok) {
        get().recordFailedAttempt();
        // Each retry counts, so the attempt limit ends the loop.
        return blocked() ? undefined : get().guestLogin();
      }
      writeCookie(COOKIES.guestToken, result.data.token, GUEST_COOKIE_MAX_AGE_S);
      set({ token: result.data.token, isGuest: true, user: result.data.user });
      return get().loadGuestInfo();
    },

    async loadGuestInfo() {
      if (blocked()) return;
      const tokenAsked = get().token;
      set({ status: 'loading' });
      const result = await apiRequest(user.guestInfo);
      if (result.ok && !superseded(tokenAsked)) set({ user: result.data, isGuest: true, status: 'ready', guestLoginAttempts: 0 });
      else settleFailure();
    },

    async loadUserInfo() {
      if (blocked()) return;
      const tokenAsked = get().token;
      set({ status: 'loading' });
      const result = await apiRequest(user.userInfoCall);
      if (result.ok && !superseded(tokenAsked)) set({ user: result.data, isGuest: false, status: 'ready', guestLoginAttempts: 0 });
      else settleFailure();
    },

    async login(username, password) {
      return authenticate(await apiRequest(user.login, { body: { username, password } }));
    },

    async register(input) {
      return authenticate(await apiRequest(user.register, { body: input }));
    },

    acceptSession: acceptMember,

    logout() {
      loggingOut ??= (async () => {
        try {
          // Sent before the tokens go so the server can revoke the refresh token.
          await apiRequest(user.logout);
          get().clearTokens();
          cancelGuestTimer();
          guestTimer = setTimeout(() => {
            guestTimer = null;
            if (!readCookie(COOKIES.token)) void get().guestLogin();
          }, LOGOUT_GUEST_DELAY_MS);
        } finally {
          loggingOut = null;
        }
      })();
      return loggingOut;
    },

    refresh() {
      refreshing ??= (async () => {
        try {
          const result = await apiRequest(user.refreshToken, { body: {} });
          if (!result.ok) return false;
          acceptMember(result.data);
          return true;
        } finally {
          refreshing = null;
        }
      })();
      return refreshing;
    },

    recordFailedAttempt() {
      const attempts = get().guestLoginAttempts + 1;
      set(attempts > MAX_GUEST_LOGIN_ATTEMPTS ? { guestLoginAttempts: attempts, status: 'blocked' } : { guestLoginAttempts: attempts });
    },

    clearGuestToken() {
      deleteCookie(COOKIES.guestToken);
      if (get().isGuest) set({ token: null, user: null });
    },

    clearTokens() {
      deleteCookie(COOKIES.token);
      deleteCookie(COOKIES.guestToken);
      set({ token: null, isGuest: true, user: null });
    },
  };
});

registerSessionHooks({
  recordFailedAttempt: () => useSessionStore.getState().recordFailedAttempt(),
  clearGuestToken: () => useSessionStore.getState().clearGuestToken(),
  clearTokens: () => useSessionStore.getState().clearTokens(),
  startGuestSession: () => useSessionStore.getState().guestLogin(),
  logout: () => useSessionStore.getState().logout(),
  refresh: () => useSessionStore.getState().refresh(),
});

/** Back to the first-visit state; cancels a pending post-logout guest login. */
export function resetSessionStore(): void {
  cancelGuestTimer();
  useSessionStore.setState(initialSessionState);
}

export const useSession = <T>(selector: (s: SessionStore) => T): T => useSessionStore(selector);
export const useIsGuest = (): boolean => useSessionStore((s) => s.isGuest);
export const useCurrentUser = (): UserInfo | null => useSessionStore((s) => s.user);
export const useSessionToken = (): string | null => useSessionStore((s) => s.token);
export const useSessionStatus = (): SessionStatus => useSessionStore((s) => s.status);
export const useIsMember = (): boolean => useSessionStore((s) => !s.isGuest && s.user !== null);
