import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountInfo } from '@/lib/contract/accounts';
import type { SessionTokens } from '@/lib/contract/user';
import { call } from '../fixtures/api-harness';
import { markVerified, newMember, openAccountHarness, type AccountHarness } from '../fixtures/account-harness';
import { startGoogleMock } from '../fixtures/google-mock';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const google = await startGoogleMock();
afterAll(() => google.stop());

type Callback = SessionTokens & { linked: boolean };

describe.each(backends)('Google sign-in on $name', (backend) => {
  let h: AccountHarness;
  let plain: AccountHarness;
  beforeAll(async () => {
    h = await openAccountHarness(backend, { google: google.config });
    plain = await openAccountHarness(backend);
  });
  afterAll(async () => {
    await h.t.close();
    await plain.t.close();
  });

  /** The whole round trip: our URL, Google's consent, our callback. */
  async function signIn(opts: { token?: string; start?: string } = {}) {
    const start = await call<{ url: string }>(h.api, opts.start ?? '/other/api/user/login-google', { method: 'POST', token: opts.token });
    expect(start.status).toBe(200);
    const cookie = `oauthState=${start.cookies.oauthState?.value ?? ''}`;
    const back = await google.authorize(start.body.data.url);
    const res = await call<Callback>(h.api, '/other/api/user/login-google-callback', {
      body: { authorizationCode: back.code, state: back.state },
      cookie,
      token: opts.token,
    });
    return { start, back, cookie, res };
  }

  it('answers an authorization URL with state, nonce and a PKCE challenge', async () => {
    const start = await call<{ url: string }>(h.api, '/other/api/user/login-google', { method: 'POST' });
    const url = new URL(start.body.data.url);
    expect(url.origin + url.pathname).toBe(`${google.config.issuer}/authorize`);
    expect(url.searchParams.get('client_id')).toBe('portal-test-client');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('state')).toBe(start.cookies.oauthState?.value);
    expect(start.cookies.oauthState?.attrs).toMatch(/HttpOnly/i);
  });

  it('creates a member on first sign-in and starts a session like a login', async () => {
    google.signInAs({ sub: 'g-new-1', email: 'Lan.Google@example.com', email_verified: true, name: 'Lan Google' });
    const { res } = await signIn();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isGuest: false, linked: false, user: { displayName: 'Lan Google' } });
    expect(res.cookies.refreshToken?.attrs).toMatch(/HttpOnly/i);
    const info = await call<AccountInfo>(h.api, '/live/api/user/account', { token: res.body.data.token });
    expect(info.body.data).toMatchObject({ email: 'lan.google@example.com', emailVerified: true, hasPassword: false, google: { email: 'lan.google@example.com' } });
  });

  it('signs the same member in again by the Google subject', async () => {
    google.signInAs({ sub: 'g-new-1', email: 'lan.google@example.com', email_verified: true });
    const again = await signIn();
    const first = await h.t.db.selectFrom('linkedIdentities').select('userId').where('subject', '=', 'g-new-1').executeTakeFirstOrThrow();
    expect(again.res.body.data.user.userId).toBe(first.userId);
  });

  it('links to an existing account whose email both Google and we have verified', async () => {
    await markVerified(h, h.data.fanId);
    google.signInAs({ sub: 'g-fan', email: 'fan01@example.com', email_verified: true });
    const { res } = await signIn();
    expect(res.status).toBe(200);
    expect(res.body.data.user.userId).toBe(h.data.fanId);
  });

  it('refuses to link to an account whose email we never verified: 409 google-link-refused, nothing linked', async () => {
    const m = await newMember(h, { email: 'squatted@example.com' });
    google.signInAs({ sub: 'g-victim', email: 'squatted@example.com', email_verified: true });
    const { res } = await signIn();
    expect(res.status).toBe(409);
    expect(res.body.msg).toMatch(/^google-link-refused: /);
    expect(res.cookies.refreshToken).toBeUndefined();
    const linked = await h.t.db.selectFrom('linkedIdentities').select('userId').where('subject', '=', 'g-victim').execute();
    expect(linked).toHaveLength(0);
    const row = await h.t.db.selectFrom('users').select('emailVerifiedAt').where('id', '=', m.userId).executeTakeFirstOrThrow();
    expect(row.emailVerifiedAt).toBeNull();
  });

  it('creates a new account when no member has the email', async () => {
    google.signInAs({ sub: 'g-fresh-email', email: 'nobody.has.this@example.com', email_verified: true, name: 'Fresh' });
    const { res } = await signIn();
    expect(res.status).toBe(200);
    const owner = await h.t.db.selectFrom('users').select('id').where('email', '=', 'nobody.has.this@example.com').executeTakeFirstOrThrow();
    expect(res.body.data.user.userId).toBe(owner.id);
  });

  it('does not take over an account by an unverified email', async () => {
    const m = await newMember(h, { email: 'unverified.owner@example.com' });
    google.signInAs({ sub: 'g-unverified', email: 'unverified.owner@example.com', email_verified: false });
    const { res } = await signIn();
    expect(res.status).toBe(200);
    expect(res.body.data.user.userId).not.toBe(m.userId);
  });

  it('refuses a replayed callback, a made-up state and a state from another browser', async () => {
    google.signInAs({ sub: 'g-replay' });
    const { back, cookie, res } = await signIn();
    expect(res.status).toBe(200);
    const replay = await call(h.api, '/other/api/user/login-google-callback', { body: { authorizationCode: back.code, state: back.state }, cookie });
    expect(replay.status).toBe(422);
    expect(replay.body.msg).toMatch(/^state: /);
    const made = await call(h.api, '/other/api/user/login-google-callback', { body: { authorizationCode: 'x', state: 'made-up' }, cookie: 'oauthState=made-up' });
    expect(made.status).toBe(422);
    const start = await call<{ url: string }>(h.api, '/other/api/user/login-google', { method: 'POST' });
    const fresh = await google.authorize(start.body.data.url);
    const elsewhere = await call(h.api, '/other/api/user/login-google-callback', { body: { authorizationCode: fresh.code, state: fresh.state } });
    expect(elsewhere.status).toBe(422);
  });

  it('refuses a code the provider does not know with 422', async () => {
    const start = await call<{ url: string }>(h.api, '/other/api/user/login-google', { method: 'POST' });
    const back = await google.authorize(start.body.data.url);
    const res = await call(h.api, '/other/api/user/login-google-callback', {
      body: { authorizationCode: 'not-a-real-code', state: back.state },
      cookie: `oauthState=${back.state}`,
    });
    expect(res.status).toBe(422);
    expect(res.body.msg).toMatch(/^authorizationCode: /);
  });

  it('links Google to a signed-in member and unlinks it again', async () => {
    const m = await newMember(h);
    google.signInAs({ sub: 'g-link-me', email: 'link.me@example.com', email_verified: true });
    const { res } = await signIn({ token: m.token, start: '/live/api/user/link-google' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ linked: true, user: { userId: m.userId } });
    const info = await call<AccountInfo>(h.api, '/live/api/user/account', { token: m.token });
    expect(info.body.data.google).toEqual({ email: 'link.me@example.com' });
    const un = await call<AccountInfo>(h.api, '/live/api/user/unlink-google', { method: 'POST', token: m.token });
    expect(un.body.data.google).toBeNull();
  });

  it('refuses to link a Google account that belongs to another member with 409', async () => {
    const m = await newMember(h);
    google.signInAs({ sub: 'g-new-1' });
    const { res } = await signIn({ token: m.token, start: '/live/api/user/link-google' });
    expect(res.status).toBe(409);
  });

  it('refuses to unlink the only way a member can sign in', async () => {
    google.signInAs({ sub: 'g-only' });
    const { res } = await signIn();
    const un = await call(h.api, '/live/api/user/unlink-google', { method: 'POST', token: res.body.data.token });
    expect(un.status).toBe(409);
  });

  it('answers 503 with a clear message, and hides the method, when Google is not configured', async () => {
    const res = await call(plain.api, '/other/api/user/login-google', { method: 'POST' });
    expect(res.status).toBe(503);
    expect(res.body.msg).toBe('Google sign-in is not configured on this server');
    expect((await call(plain.api, '/other/api/user/login-google-callback', { body: { authorizationCode: 'a', state: 'b' } })).status).toBe(503);
    expect((await call(plain.api, '/live/api/user/sign-in-methods')).body.data).toEqual({ google: false });
    expect((await call(h.api, '/live/api/user/sign-in-methods')).body.data).toEqual({ google: true });
  });
});
