import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_SLOWDOWN } from '@/lib/domain/limits';
import { OTP, REAUTH_WINDOW_MS } from '@/lib/domain/accounts';
import { securityEvent } from '@/server/security/events';
import { call } from '../fixtures/api-harness';
import { lastCodeSentTo, newMember, openAccountHarness, type AccountHarness } from '../fixtures/account-harness';
import { startGoogleMock } from '../fixtures/google-mock';
import { testBackends } from '../fixtures/test-db';

vi.mock('@/server/security/events', () => ({ securityEvent: vi.fn() }));
const events = vi.mocked(securityEvent);
const backends = await testBackends();
const google = await startGoogleMock();
afterAll(() => google.stop());

const U = '/live/api/user';
const PASSWORD = 'violet-lantern-42';
const kinds = () => events.mock.calls.map(([kind]) => kind);

describe.each(backends)('security events of signing in on $name', (backend) => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await openAccountHarness(backend, { google: google.config });
  });
  afterAll(async () => {
    await h.t.close();
  });
  beforeEach(() => events.mockClear());

  const login = (username: string, password: string) => call(h.api, `${U}/login`, { body: { username, password } });

  it('logs a failed login with the username and address, never the password', async () => {
    const m = await newMember(h);
    await login(m.username, 'the-wrong-one');
    expect(events).toHaveBeenCalledWith('login-failed', expect.objectContaining({ username: m.username, ip: 'unknown' }));
    expect(JSON.stringify(events.mock.calls)).not.toContain('the-wrong-one');
  });

  it('logs a throttled login', async () => {
    const m = await newMember(h);
    for (let i = 0; i < LOGIN_SLOWDOWN.freeFailures; i += 1) await login(m.username, 'the-wrong-one');
    await login(m.username, PASSWORD);
    expect(events).toHaveBeenCalledWith('login-throttled', expect.objectContaining({ username: m.username, scope: 'account' }));
  });

  it('logs a reused refresh token', async () => {
    const m = await newMember(h);
    const refresh = () => call(h.api, `${U}/refresh-token`, { body: {}, cookie: `refreshToken=${m.refresh}` });
    await refresh();
    await refresh();
    expect(events).toHaveBeenCalledWith('refresh-token-reused', expect.objectContaining({ userId: m.userId }));
  });

  it('logs a wrong one-time code, and a code used up by wrong guesses', async () => {
    await call(h.api, `${U}/send-otp`, { body: { to: '0991000001' } });
    const code = await lastCodeSentTo(h, '0991000001');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i <= OTP.maxAttempts; i += 1) await call(h.api, `${U}/check-sms`, { body: { phoneNumber: '0991000001', code: wrong } });
    expect(kinds()).toContain('otp-wrong');
    expect(events).toHaveBeenCalledWith('otp-exhausted', expect.objectContaining({ purpose: 'phone', scope: 'code' }));
    expect(JSON.stringify(events.mock.calls)).not.toContain(code);
  });

  it('logs a changed password', async () => {
    const m = await newMember(h);
    await call(h.api, `${U}/change-password`, { body: { currentPassword: PASSWORD, newPassword: 'granite-harbour-3' }, token: m.token });
    expect(events).toHaveBeenCalledWith('password-changed', expect.objectContaining({ userId: m.userId, how: 'change' }));
  });

  it('logs a wrong password typed to re-authenticate', async () => {
    const m = await newMember(h);
    h.clock.advance(REAUTH_WINDOW_MS + 1000);
    await call(h.api, `${U}/reauth`, { body: { password: 'the-wrong-one' }, token: m.token });
    expect(events).toHaveBeenCalledWith('reauth-failed', expect.objectContaining({ username: m.username }));
  });

  it('logs a Google sign-in refused a link to an unverified email', async () => {
    const m = await newMember(h, { email: 'unverified.event@example.com' });
    google.signInAs({ sub: 'g-event', email: 'unverified.event@example.com', email_verified: true });
    const begun = await call<{ url: string }>(h.api, '/other/api/user/login-google', { method: 'POST' });
    const back = await google.authorize(begun.body.data.url);
    await call(h.api, '/other/api/user/login-google-callback', {
      body: { authorizationCode: back.code, state: back.state },
      cookie: `oauthState=${begun.cookies.oauthState?.value ?? ''}`,
    });
    expect(events).toHaveBeenCalledWith('google-link-refused', expect.objectContaining({ userId: m.userId }));
  });
});
