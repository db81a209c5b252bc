import * as scheduleCalls from '@/lib/contract/schedule-calls';
import * as userCalls from '@/lib/contract/user-calls';
import * as accountCalls from '@/lib/contract/accounts-calls';
import * as acc from '@/lib/contract/accounts';
import { reportError } from '@/lib/observability/report';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleModeList } from '@/lib/contract/schedule';
import { guestInfo, login, userInfoCall } from '@/lib/contract/user';
import { COOKIES, USER_INFO_401_DELAY_MS } from '@/lib/domain/constants';
import { errorResponse, mockEndpoint, mockFailure } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { setCookie, startMockApi } from '@/tests/mocks/api-test-kit';
import { GUEST_TOKEN, MEMBER_TOKEN, REFRESHED_TOKEN, liveModes, memberUser } from '@/tests/mocks/data';
import { apiCall } from './client';
import { registerSessionHooks, type SessionHooks } from './session-hooks';

vi.mock('@/lib/observability/report', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/observability/report')>()),
  reportError: vi.fn(),
}));

startMockApi();
let hooks: { [K in keyof SessionHooks]: ReturnType<typeof vi.fn<SessionHooks[K]>> };
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.clearAllMocks();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  hooks = {
    recordFailedAttempt: vi.fn(),
    clearGuestToken: vi.fn(),
    clearTokens: vi.fn(),
    startGuestSession: vi.fn(),
    logout: vi.fn(async () => undefined),
    refresh: vi.fn(async () => false),
  };
  registerSessionHooks(hooks);
});

afterEach(() => {
  registerSessionHooks(null);
  vi.useRealTimers();
});

const authorization = (request: Request) => request.headers.get('authorization');
const asMember = () => setCookie(COOKIES.token, MEMBER_TOKEN);
const asGuest = () => setCookie(COOKIES.guestToken, GUEST_TOKEN);
/** The refresh hook a real store would run: a new access token cookie. */
const refreshSucceeds = () =>
  hooks.refresh.mockImplementation(async () => {
    setCookie(COOKIES.token, REFRESHED_TOKEN);
    return true;
  });

describe('429 rate limit', () => {
  it('logs a warning', async () => {
    asGuest();
    server.use(mockFailure(scheduleModeList, 429));
    expect(await apiCall(scheduleCalls.scheduleModeList)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('on guest-info counts a failed attempt and returns nothing', async () => {
    asGuest();
    server.use(mockFailure(guestInfo, 429));
    expect(await apiCall(userCalls.guestInfo)).toBeNull();
    expect(hooks.recordFailedAttempt).toHaveBeenCalledTimes(1);
  });

  it('on other calls counts nothing', async () => {
    asGuest();
    server.use(mockFailure(scheduleModeList, 429));
    await apiCall(scheduleCalls.scheduleModeList);
    expect(hooks.recordFailedAttempt).not.toHaveBeenCalled();
  });
});

describe('401 unauthorized', () => {
  it('on guest-info clears the guest token, counts, and starts a new guest session', async () => {
    asGuest();
    server.use(mockFailure(guestInfo, 401));
    await apiCall(userCalls.guestInfo);
    expect(hooks.clearGuestToken).toHaveBeenCalledTimes(1);
    expect(hooks.recordFailedAttempt).toHaveBeenCalledTimes(1);
    expect(hooks.startGuestSession).toHaveBeenCalledTimes(1);
  });

  it('on user-info clears all tokens and counts only after 500 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    asMember();
    server.use(mockFailure(userInfoCall, 401));
    expect(await apiCall(userCalls.userInfoCall)).toBeNull();
    await vi.advanceTimersByTimeAsync(USER_INFO_401_DELAY_MS - 1);
    expect(hooks.clearTokens).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(hooks.clearTokens).toHaveBeenCalledTimes(1);
    expect(hooks.recordFailedAttempt).toHaveBeenCalledTimes(1);
  });

  it('on user-info tries one refresh first and repeats the call with the new token', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    asMember();
    refreshSucceeds();
    server.use(mockEndpoint(userInfoCall, ({ request }) => (authorization(request) === REFRESHED_TOKEN ? memberUser : errorResponse(401))));
    expect(await apiCall(userCalls.userInfoCall)).toEqual(memberUser);
    await vi.advanceTimersByTimeAsync(USER_INFO_401_DELAY_MS);
    expect(hooks.clearTokens).not.toHaveBeenCalled();
  });

  it('on another call with an access token logs out when the refresh fails', async () => {
    asMember();
    server.use(mockFailure(scheduleModeList, 401));
    expect(await apiCall(scheduleCalls.scheduleModeList)).toBeNull();
    expect(hooks.refresh).toHaveBeenCalledTimes(1);
    expect(hooks.logout).toHaveBeenCalledTimes(1);
  });

  it('on another call with an access token repeats the call after a successful refresh', async () => {
    asMember();
    refreshSucceeds();
    server.use(
      mockEndpoint(scheduleModeList, ({ request }) => (authorization(request) === REFRESHED_TOKEN ? liveModes : errorResponse(401))),
    );
    expect(await apiCall(scheduleCalls.scheduleModeList)).toEqual(liveModes);
    expect(hooks.logout).not.toHaveBeenCalled();
  });

  it('on another call with a guest token logs out without trying a refresh', async () => {
    asGuest();
    server.use(mockFailure(scheduleModeList, 401));
    await apiCall(scheduleCalls.scheduleModeList);
    expect(hooks.refresh).not.toHaveBeenCalled();
    expect(hooks.logout).toHaveBeenCalledTimes(1);
  });

  it('on a call without Authorization does nothing to the session', async () => {
    server.use(mockFailure(scheduleModeList, 401));
    await apiCall(scheduleCalls.scheduleModeList);
    expect(hooks.logout).not.toHaveBeenCalled();
  });

  it('on a wrong-password login does not log out', async () => {
    asGuest();
    server.use(mockFailure(login, 401, 'Invalid username or password'));
    await apiCall(userCalls.login, { body: { username: 'an.nguyen', password: 'wrong-password' } });
    expect(hooks.logout).not.toHaveBeenCalled();
  });

  it('on a wrong password typed to re-authenticate neither refreshes nor logs out', async () => {
    asMember();
    server.use(mockFailure(acc.reauth, 401, 'password: incorrect'));
    await apiCall(accountCalls.reauth, { body: { password: 'wrong-password' } });
    expect(hooks.refresh).not.toHaveBeenCalled();
    expect(hooks.logout).not.toHaveBeenCalled();
  });
});

describe('500 server error', () => {
  it('on guest-info clears the tokens and reports', async () => {
    asGuest();
    server.use(mockFailure(guestInfo, 500));
    await apiCall(userCalls.guestInfo);
    expect(hooks.clearTokens).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('on user-info with auth logs out and reports', async () => {
    asMember();
    server.use(mockFailure(userInfoCall, 500));
    await apiCall(userCalls.userInfoCall);
    expect(hooks.logout).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('on other calls reports and leaves the session alone', async () => {
    asMember();
    server.use(mockFailure(scheduleModeList, 500));
    expect(await apiCall(scheduleCalls.scheduleModeList)).toBeNull();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect([hooks.clearTokens, hooks.logout].map((h) => h.mock.calls.length)).toEqual([0, 0]);
  });
});

describe('thrown errors', () => {
  it('are reported when a session side effect throws', async () => {
    asGuest();
    hooks.logout.mockRejectedValue(new Error('storage unavailable'));
    server.use(mockFailure(scheduleModeList, 401));
    expect(await apiCall(scheduleCalls.scheduleModeList)).toBeNull();
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'storage unavailable' }), expect.anything());
  });
});
