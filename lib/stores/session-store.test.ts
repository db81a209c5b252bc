import * as calls from '@/lib/contract/schedule-calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleModeList } from '@/lib/contract/schedule';
import { guestInfo, guestLogin, login, logout, refreshToken, userInfoCall } from '@/lib/contract/user';
import {
  COOKIES,
  LOGOUT_GUEST_DELAY_MS,
  MAX_GUEST_LOGIN_ATTEMPTS,
  USER_INFO_401_DELAY_MS,
} from '@/lib/domain/constants';
import { apiCall } from '@/lib/api/client';
import { readCookie } from '@/lib/api/cookies';
import { errorResponse, mockEndpoint, mockFailure } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { setCookie, startMockApi } from '@/tests/mocks/api-test-kit';
import { GUEST_TOKEN, MEMBER_TOKEN, REFRESHED_TOKEN, guestSession, guestUser, memberSession, memberUser } from '@/tests/mocks/data';
import { resetSessionStore, useSessionStore } from './session-store';

vi.mock('@/lib/observability/report', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/observability/report')>()),
  reportError: vi.fn(),
}));

const api = startMockApi();
const store = () => useSessionStore.getState();
const callCount = (path: string) => api.calls(path).length;
const useFakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
const asMember = () => {
  setCookie(COOKIES.token, MEMBER_TOKEN);
  setCookie(COOKIES.guestToken, GUEST_TOKEN);
};

beforeEach(() => {
  resetSessionStore();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  resetSessionStore();
});

describe('bootstrap', () => {
  it('creates a guest session automatically: guest-login, then guest info', async () => {
    await store().bootstrap();
    expect(api.requests.map((r) => r.path)).toEqual([guestLogin.path, guestInfo.path]);
    expect(store()).toMatchObject({ token: GUEST_TOKEN, isGuest: true, user: guestUser, status: 'ready' });
    expect(readCookie(COOKIES.guestToken)).toBe(GUEST_TOKEN);
  });

  it('loads guest info, without a new guest login, when a guest token exists', async () => {
    setCookie(COOKIES.guestToken, GUEST_TOKEN);
    await store().bootstrap();
    expect(api.requests.map((r) => r.path)).toEqual([guestInfo.path]);
  });

  it('loads user info when a token exists', async () => {
    asMember();
    await store().bootstrap();
    expect(api.requests.map((r) => r.path)).toEqual([userInfoCall.path]);
    expect(store()).toMatchObject({ token: MEMBER_TOKEN, isGuest: false, user: memberUser, status: 'ready' });
  });

  it('shares one bootstrap between two simultaneous mounts', async () => {
    await Promise.all([store().bootstrap(), store().bootstrap()]);
    expect(callCount(guestLogin.path)).toBe(1);
  });
});

describe('guest-login attempts', () => {
  it('stops user-info loading after the 4th failed guest login', async () => {
    server.use(mockFailure(guestLogin, 500));
    await store().bootstrap();
    expect(callCount(guestLogin.path)).toBe(MAX_GUEST_LOGIN_ATTEMPTS + 1);
    expect(store().status).toBe('blocked');

    setCookie(COOKIES.token, MEMBER_TOKEN);
    await store().loadUserInfo();
    expect(callCount(userInfoCall.path)).toBe(0);
  });

  it('keeps trying while there have been only 3 failures', async () => {
    let failures = 0;
    server.use(
      mockEndpoint(guestLogin, () => (failures++ < MAX_GUEST_LOGIN_ATTEMPTS ? errorResponse(500) : guestSession())),
    );
    await store().bootstrap();
    expect(store()).toMatchObject({ status: 'ready', user: guestUser });
  });
});

describe('logout', () => {
  it('tells the server, with the access token, before the tokens go', async () => {
    asMember();
    await store().logout();
    expect(api.calls(logout.path)[0]?.headers.get('authorization')).toBe(MEMBER_TOKEN);
  });

  it('clears all tokens', async () => {
    useFakeTimeouts();
    asMember();
    await store().bootstrap();
    await store().logout();
    expect([readCookie(COOKIES.token), readCookie(COOKIES.guestToken)]).toEqual([null, null]);
    expect(store()).toMatchObject({ token: null, user: null, isGuest: true });
  });

  it('creates a guest session after 200 ms, not before', async () => {
    useFakeTimeouts();
    asMember();
    await store().logout();
    await vi.advanceTimersByTimeAsync(LOGOUT_GUEST_DELAY_MS - 1);
    expect(callCount(guestLogin.path)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(store()).toMatchObject({ token: GUEST_TOKEN, user: guestUser, status: 'ready' }));
    expect(callCount(guestLogin.path)).toBe(1);
  });
});

describe('refresh', () => {
  it('replaces the token', async () => {
    asMember();
    await store().bootstrap();
    expect(await store().refresh()).toBe(true);
    expect(store().token).toBe(REFRESHED_TOKEN);
    expect(readCookie(COOKIES.token)).toBe(REFRESHED_TOKEN);
  });

  it('keeps the member signed in when user info gets 401 and the refresh works', async () => {
    asMember();
    server.use(
      mockEndpoint(userInfoCall, ({ request }) =>
        request.headers.get('authorization') === REFRESHED_TOKEN ? memberUser : errorResponse(401),
      ),
    );
    await store().bootstrap();
    expect(store()).toMatchObject({ token: REFRESHED_TOKEN, isGuest: false, user: memberUser });
  });
});

describe('401 on user info when the refresh fails', () => {
  beforeEach(() => {
    server.use(mockFailure(userInfoCall, 401), mockFailure(refreshToken, 401));
  });

  it('clears all tokens after 500 ms, not before', async () => {
    useFakeTimeouts();
    asMember();
    await store().bootstrap();
    await vi.advanceTimersByTimeAsync(USER_INFO_401_DELAY_MS - 1);
    expect(readCookie(COOKIES.token)).toBe(MEMBER_TOKEN);
    await vi.advanceTimersByTimeAsync(1);
    expect(readCookie(COOKIES.token)).toBeNull();
  });

  it('counts a failed attempt, which can reach the limit', async () => {
    useFakeTimeouts();
    asMember();
    useSessionStore.setState({ guestLoginAttempts: MAX_GUEST_LOGIN_ATTEMPTS });
    await store().bootstrap();
    await vi.advanceTimersByTimeAsync(USER_INFO_401_DELAY_MS);
    expect(store()).toMatchObject({ guestLoginAttempts: MAX_GUEST_LOGIN_ATTEMPTS + 1, status: 'blocked' });
    expect(callCount(guestLogin.path)).toBe(0);
  });

  it('then creates a guest session', async () => {
    useFakeTimeouts();
    asMember();
    await store().bootstrap();
    await vi.advanceTimersByTimeAsync(USER_INFO_401_DELAY_MS);
    await vi.waitFor(() => expect(store()).toMatchObject({ token: GUEST_TOKEN, isGuest: true, status: 'ready' }));
  });
});

describe('401 on guest info', () => {
  it('replaces the guest token with a new guest login', async () => {
    setCookie(COOKIES.guestToken, 'expired-guest-token');
    server.use(
      mockEndpoint(guestInfo, ({ request }) =>
        request.headers.get('authorization') === GUEST_TOKEN ? guestUser : errorResponse(401),
      ),
    );
    await store().bootstrap();
    await vi.waitFor(() => expect(store()).toMatchObject({ token: GUEST_TOKEN, status: 'ready' }));
    expect(readCookie(COOKIES.guestToken)).toBe(GUEST_TOKEN);
  });
});

describe('401 on another call with an access token', () => {
  it('logs the member out when the refresh fails', async () => {
    useFakeTimeouts();
    asMember();
    await store().bootstrap();
    server.use(mockFailure(scheduleModeList, 401), mockFailure(refreshToken, 401));
    await apiCall(calls.scheduleModeList);
    expect(callCount(logout.path)).toBe(1);
    expect(store()).toMatchObject({ token: null, isGuest: true });
  });
});

describe('login', () => {
  it('stores the access token and the member', async () => {
    setCookie(COOKIES.guestToken, GUEST_TOKEN);
    expect(await store().login('an.nguyen', 'correct horse')).toEqual({ ok: true });
    expect(store()).toMatchObject({ token: MEMBER_TOKEN, isGuest: false, user: memberUser });
    expect(readCookie(COOKIES.token)).toBe(MEMBER_TOKEN);
  });

  it("answers the server's message when the password is wrong", async () => {
    server.use(mockFailure(login, 401, 'Invalid username or password'));
    expect(await store().login('an.nguyen', 'wrong')).toEqual({
      ok: false,
      status: 401,
      message: 'Invalid username or password',
    });
  });
});

describe('a sign-in that lands while a guest call is on the wire', () => {
  /** The answer waits for the gate, so the sign-in lands first. */
  function gate(): { open: () => void; opened: Promise<void> } {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  }

  it('keeps the member when the guest info answers after it', async () => {
    setCookie(COOKIES.guestToken, GUEST_TOKEN);
    const held = gate();
    server.use(mockEndpoint(guestInfo, async () => (await held.opened, guestUser)));
    const booting = store().bootstrap();
    store().acceptSession(memberSession());
    held.open();
    await booting;
    expect(store()).toMatchObject({ token: MEMBER_TOKEN, isGuest: false, user: memberUser, status: 'ready' });
  });

  it('keeps the member, and writes no guest token, when the guest login answers after it', async () => {
    const held = gate();
    server.use(mockEndpoint(guestLogin, async () => (await held.opened, guestSession())));
    const booting = store().bootstrap();
    store().acceptSession(memberSession());
    held.open();
    await booting;
    expect(store()).toMatchObject({ token: MEMBER_TOKEN, isGuest: false, user: memberUser, status: 'ready' });
    expect(readCookie(COOKIES.guestToken)).toBeNull();
    expect(callCount(guestInfo.path)).toBe(0);
  });
});
