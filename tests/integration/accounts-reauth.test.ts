import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAUTH_WINDOW_MS } from '@/lib/domain/accounts';
import type { SessionTokens } from '@/lib/contract/user';
import { verifyToken } from '@/server/auth/tokens';
import { call } from '../fixtures/api-harness';
import { lastCodeSentTo, markVerified, newMember, openAccountHarness, type AccountHarness } from '../fixtures/account-harness';
import { startGoogleMock } from '../fixtures/google-mock';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const google = await startGoogleMock();
afterAll(() => google.stop());

const U = '/live/api/user';
const PASSWORD = 'violet-lantern-42';
const STALE = REAUTH_WINDOW_MS + 1000;

describe.each(backends)('re-authentication before sensitive changes on $name', (backend) => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await openAccountHarness(backend, { google: google.config });
  });
  afterAll(async () => {
    await h.t.close();
  });

  const post = <T = unknown>(path: string, body: unknown, token?: string) => call<T>(h.api, `${U}/${path}`, { body, token });
  const reauth = (token: string, password: string) => post<SessionTokens>('reauth', { password }, token);
  const expectReauthRequired = (res: { status: number; body: { msg: string } }) => {
    expect(res.status).toBe(403);
    expect(res.body.msg).toMatch(/^reauth-required: /);
  };

  /** A member whose sign-in was proved more than the window ago. */
  async function staleMember(extra: Record<string, string> = {}) {
    const m = await newMember(h, extra);
    h.clock.advance(STALE);
    return m;
  }

  /** Signs in (or, with a token, links) through the Google stand-in; answers the callback. */
  async function viaGoogle(start: string, token?: string) {
    const begun = await call<{ url: string }>(h.api, start, { method: 'POST', token });
    expect(begun.status).toBe(200);
    const back = await google.authorize(begun.body.data.url);
    return call<SessionTokens>(h.api, '/other/api/user/login-google-callback', {
      body: { authorizationCode: back.code, state: back.state },
      cookie: `oauthState=${begun.cookies.oauthState?.value ?? ''}`,
      token,
    });
  }

  it('refuses link-google with 403 reauth-required when the sign-in was proved too long ago', async () => {
    const m = await staleMember();
    expectReauthRequired(await post('link-google', {}, m.token));
  });

  it('starts link-google after the password is typed again', async () => {
    const m = await staleMember();
    const fresh = await reauth(m.token, PASSWORD);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.user.userId).toBe(m.userId);
    google.signInAs({ sub: 'g-reauth-link', email: 'reauth.link@example.com', email_verified: true });
    const linked = await viaGoogle(`${U}/link-google`, fresh.body.data.token);
    expect(linked.status).toBe(200);
  });

  it('issues a token of the same sign-in, proved now', async () => {
    const m = await staleMember();
    const before = await verifyToken(m.token);
    const fresh = await reauth(m.token, PASSWORD);
    const after = await verifyToken(fresh.body.data.token);
    expect(after?.sid).toBe(before?.sid);
    expect(after?.authTime).toBe(Math.floor(h.clock.now / 1000));
  });

  it('keeps the old proof time in a refreshed token, so a refresh is not a re-authentication', async () => {
    const m = await staleMember();
    const refreshed = await call<SessionTokens>(h.api, `${U}/refresh-token`, { body: {}, cookie: `refreshToken=${m.refresh}` });
    expect(refreshed.status).toBe(200);
    expectReauthRequired(await post('link-google', {}, refreshed.body.data.token));
  });

  it('carries a re-authentication into the tokens the sign-in is refreshed into', async () => {
    const m = await staleMember();
    await reauth(m.token, PASSWORD);
    const refreshed = await call<SessionTokens>(h.api, `${U}/refresh-token`, { body: {}, cookie: `refreshToken=${m.refresh}` });
    expect((await verifyToken(refreshed.body.data.token))?.authTime).toBe(Math.floor(h.clock.now / 1000));
  });

  it('refuses a change of a verified email with 403 reauth-required, at sending and at verifying', async () => {
    const m = await newMember(h, { email: 'first.verified@example.com' });
    await markVerified(h, m.userId);
    const fresh = await post('send-email', { email: 'second@example.com' }, m.token);
    expect(fresh.status).toBe(200);
    const code = await lastCodeSentTo(h, 'second@example.com');
    h.clock.advance(STALE);
    expectReauthRequired(await post('send-email', { email: 'third@example.com' }, m.token));
    expectReauthRequired(await post('email-verify', { email: 'second@example.com', code }, m.token));
  });

  it('changes a verified email after the password is typed again', async () => {
    const m = await staleMember({ email: 'old.verified@example.com' });
    await markVerified(h, m.userId);
    expectReauthRequired(await post('send-email', { email: 'new.address@example.com' }, m.token));
    const { token } = (await reauth(m.token, PASSWORD)).body.data;
    expect((await post('send-email', { email: 'new.address@example.com' }, token)).status).toBe(200);
    const code = await lastCodeSentTo(h, 'new.address@example.com');
    const done = await post<{ email: string; emailVerified: boolean }>('email-verify', { email: 'new.address@example.com', code }, token);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ email: 'new.address@example.com', emailVerified: true });
  });

  it('lets a member verify a first email, or the same one again, without re-authenticating', async () => {
    const m = await staleMember({ email: 'never.verified@example.com' });
    expect((await post('send-email', { email: 'never.verified@example.com' }, m.token)).status).toBe(200);
    const other = await staleMember();
    expect((await post('send-email', { email: 'first.ever@example.com' }, other.token)).status).toBe(200);
  });

  it('refuses a change of a verified phone with 403 reauth-required', async () => {
    const m = await staleMember({ phone: '0981000001' });
    await markVerified(h, m.userId);
    expectReauthRequired(await post('send-otp', { to: '0981000002' }, m.token));
    expectReauthRequired(await post('phone-verify', { phoneNumber: '0981000002', code: '123456' }, m.token));
  });

  it('refuses a first password on a Google-only account with 403 reauth-required, and sets it after a fresh Google sign-in', async () => {
    google.signInAs({ sub: 'g-only-reauth', email: 'only.google@example.com', email_verified: true });
    const first = await viaGoogle('/other/api/user/login-google');
    h.clock.advance(STALE);
    expectReauthRequired(await post('change-password', { newPassword: 'granite-harbour-3' }, first.body.data.token));
    const again = await viaGoogle('/other/api/user/login-google');
    const res = await post('change-password', { newPassword: 'granite-harbour-3' }, again.body.data.token);
    expect(res.status).toBe(200);
  });

  it('answers a Google-only account on /reauth with 409: it has no password to type', async () => {
    google.signInAs({ sub: 'g-only-nopw', email: 'nopw.google@example.com', email_verified: true });
    const s = await viaGoogle('/other/api/user/login-google');
    const res = await reauth(s.body.data.token, 'anything-at-all');
    expect(res.status).toBe(409);
  });

  it('answers a wrong password with 401 and counts it against the login limits', async () => {
    const m = await staleMember();
    const wrong = await reauth(m.token, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.msg).toBe('password: incorrect');
    for (let i = 1; i < 5; i += 1) await reauth(m.token, 'not-the-password');
    expect((await call(h.api, `${U}/login`, { body: { username: m.username, password: PASSWORD } })).status).toBe(429);
  });

  it('refuses /reauth to a guest with 401, and for a sign-in that has ended', async () => {
    expect((await post('reauth', { password: PASSWORD })).status).toBe(401);
    const m = await staleMember();
    await call(h.api, `${U}/logout`, { method: 'POST', cookie: `refreshToken=${m.refresh}` });
    expect((await reauth(m.token, PASSWORD)).status).toBe(401);
  });
});
