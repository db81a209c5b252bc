import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import type { SessionTokens, UserInfo } from '@/lib/contract/user';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { FAN } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const U = '/live/api/user';
// These requests arrive as if through one trusted proxy, which writes the client's address and scheme.
process.env.TRUST_PROXY = '1';

describe.each(backends)('sessions on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(backend);
  });
  afterAll(async () => {
    await h.t.close();
  });

  const register = (username: string, extra: Record<string, string> = {}) =>
    call<SessionTokens>(h.api, `${U}/register`, { body: { username, password: 'long-enough-pw', displayName: `Name ${username}`, ...extra } });
  const login = (username: string, password: string, ip = '10.0.0.1') =>
    call<SessionTokens>(h.api, `${U}/login`, { body: { username, password }, headers: { 'x-forwarded-for': ip } });
  const refresh = (refreshToken: string) => call<SessionTokens>(h.api, `${U}/refresh-token`, { body: {}, cookie: `refreshToken=${refreshToken}` });

  describe('guest', () => {
    it('guest-login returns a guest token and sets a readable 7-day guestToken cookie', async () => {
      const res = await call<SessionTokens>(h.api, `${U}/guest-login`, { method: 'POST' });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(200);
      expect(res.body.data.isGuest).toBe(true);
      expect(res.body.data.user.siteRoleId).toBe(SITE_ROLE.guest);
      expect(res.cookies.guestToken?.value).toBe(res.body.data.token);
      expect(res.cookies.guestToken?.attrs).toContain('Max-Age=604800');
      expect(res.cookies.guestToken?.attrs).not.toMatch(/HttpOnly/i);
    });

    it('guest-info answers the guest named in the locale of x-language', async () => {
      const { body } = await call<SessionTokens>(h.api, `${U}/guest-login`, { method: 'POST' });
      const suffix = String(body.data.user.userId % 10_000).padStart(4, '0');
      const names = await Promise.all(['vi', 'en', 'zh'].map(async (lang) => {
        const res = await call<UserInfo>(h.api, `${U}/guest-info`, { token: body.data.token, headers: { 'x-language': lang } });
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({ userId: body.data.user.userId, siteRoleId: SITE_ROLE.guest, isGuest: true });
        return res.body.data.displayName;
      }));
      expect(names).toEqual([`Khách ${suffix}`, `Guest ${suffix}`, `訪客 ${suffix}`]);
    });

    it('guest-info without a guest token is 401', async () => {
      expect((await call(h.api, `${U}/guest-info`)).status).toBe(401);
      const member = await login(FAN.username, FAN.password);
      expect((await call(h.api, `${U}/guest-info`, { token: member.body.data.token })).status).toBe(401);
    });

    it('user/info with a guest token is 401', async () => {
      const { body } = await call<SessionTokens>(h.api, `${U}/guest-login`, { method: 'POST' });
      const res = await call(h.api, `${U}/info`, { token: body.data.token });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 401, data: null });
    });
  });

  describe('register and login', () => {
    it('registers a member, logs them in and sets the session cookies', async () => {
      const res = await register('newbie', { email: 'newbie@example.com' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ isGuest: false, user: { displayName: 'Name newbie', siteRoleId: SITE_ROLE.member, isGuest: false } });
      expect(res.cookies.refreshToken?.attrs).toMatch(/HttpOnly/i);
      expect(res.cookies.refreshToken?.attrs).toContain('Path=/live/api/user');
      expect(res.cookies.refreshToken?.attrs).toContain('SameSite=Lax');
      expect(res.cookies.refreshToken?.attrs).toContain('Max-Age=2592000');
      expect(res.cookies.token?.value).toBe(res.body.data.token);
      expect(res.cookies.token?.attrs).not.toMatch(/HttpOnly/i);
      const info = await call<UserInfo>(h.api, `${U}/info`, { token: res.body.data.token });
      expect(info.status).toBe(200);
      expect(info.body.data).toEqual(res.body.data.user);
    });

    it('marks the session cookies Secure on https requests', async () => {
      const res = await call<SessionTokens>(h.api, `${U}/login`, { body: { username: FAN.username, password: FAN.password }, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.cookies['__Secure-refreshToken']?.attrs).toMatch(/Secure/);
      expect(res.cookies['__Host-token']?.attrs).toMatch(/Secure/);
      expect((await login(FAN.username, FAN.password)).cookies.token?.attrs).not.toMatch(/Secure/);
    });

    it('accepts a bare token in Authorization', async () => {
      const res = await login(FAN.username, FAN.password);
      const info = await call<UserInfo>(h.api, `${U}/info`, { headers: { authorization: res.body.data.token } });
      expect(info.body.data).toMatchObject({ userId: h.data.fanId, displayName: FAN.displayName });
    });

    it('refuses a taken username with 409 naming the field', async () => {
      const res = await register(FAN.username);
      expect(res.status).toBe(409);
      expect(res.body.msg).toMatch(/^username: /);
    });

    it('refuses a taken email with 409 naming the field', async () => {
      const res = await register('someone_else', { email: 'fan01@example.com' });
      expect(res.status).toBe(409);
      expect(res.body.msg).toMatch(/^email: /);
    });

    it('lets exactly one of five parallel registrations of one username win', async () => {
      const results = await Promise.all(Array.from({ length: 5 }, () => register('racer')));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
      const count = await h.t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('username', '=', 'racer').executeTakeFirst();
      expect(Number(count?.n)).toBe(1);
    });

    it('answers a wrong password and an unknown user with the same 401', async () => {
      const wrong = await login(FAN.username, 'wrong-password');
      const unknown = await login('nobody_here', 'wrong-password');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body.msg).toBe(unknown.body.msg);
    });

    it('rejects weak input with 422 naming the field', async () => {
      const res = await call(h.api, `${U}/register`, { body: { username: 'ok_name', password: 'short', displayName: 'X' } });
      expect(res.status).toBe(422);
      expect(res.body.msg).toBe('password: must have at least 8 characters');
      const missing = await call(h.api, `${U}/login`, { body: { password: 'x' } });
      expect(missing.status).toBe(422);
      expect(missing.body.msg).toBe('username: required');
    });
  });

  describe('refresh and logout', () => {
    it('rotates the refresh token on every use', async () => {
      const first = await login(FAN.username, FAN.password);
      const r1 = first.cookies.refreshToken?.value ?? '';
      const next = await refresh(r1);
      expect(next.status).toBe(200);
      const r2 = next.cookies.refreshToken?.value ?? '';
      expect(r2).not.toBe('');
      expect(r2).not.toBe(r1);
      expect((await call(h.api, `${U}/info`, { token: next.body.data.token })).status).toBe(200);
    });

    it('stores only the SHA-256 of a refresh token', async () => {
      const res = await login(FAN.username, FAN.password);
      const token = res.cookies.refreshToken?.value ?? '';
      const rows = await h.t.db.selectFrom('refreshTokens').select('tokenHash').execute();
      expect(rows.some((r) => r.tokenHash === token)).toBe(false);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
    });

    it('treats reuse of a rotated token as theft: 401, and the whole family is revoked', async () => {
      const first = await login(FAN.username, FAN.password);
      const r1 = first.cookies.refreshToken?.value ?? '';
      const r2 = (await refresh(r1)).cookies.refreshToken?.value ?? '';
      expect((await refresh(r1)).status).toBe(401);
      expect((await refresh(r2)).status).toBe(401);
    });

    it('accepts the refresh token in the body for clients without cookies', async () => {
      const first = await login(FAN.username, FAN.password);
      const res = await call(h.api, `${U}/refresh-token`, { body: { refreshToken: first.cookies.refreshToken?.value } });
      expect(res.status).toBe(200);
    });

    it('answers 401 to a refresh without any token', async () => {
      expect((await call(h.api, `${U}/refresh-token`, { method: 'POST' })).status).toBe(401);
    });

    it('logout revokes the session and clears both cookies', async () => {
      const first = await login(FAN.username, FAN.password);
      const r1 = first.cookies.refreshToken?.value ?? '';
      const out = await call(h.api, `${U}/logout`, { method: 'POST', cookie: `refreshToken=${r1}` });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ code: 200, msg: 'success', data: null });
      expect(out.cookies.refreshToken?.attrs).toContain('Max-Age=0');
      expect(out.cookies.token?.attrs).toContain('Max-Age=0');
      expect((await refresh(r1)).status).toBe(401);
    });

    it('refuses the access token of a sign-in that logged out, while the same member\'s other sign-in goes on', async () => {
      const ended = await login(FAN.username, FAN.password);
      const other = await login(FAN.username, FAN.password);
      expect((await call(h.api, `${U}/info`, { token: ended.body.data.token })).status).toBe(200);
      await call(h.api, `${U}/logout`, { method: 'POST', cookie: `refreshToken=${ended.cookies.refreshToken?.value ?? ''}` });
      expect((await call(h.api, `${U}/info`, { token: ended.body.data.token })).status).toBe(401);
      expect((await call(h.api, `${U}/info`, { token: other.body.data.token })).status).toBe(200);
    });

    it('logout is fine for a guest', async () => {
      const { body } = await call<SessionTokens>(h.api, `${U}/guest-login`, { method: 'POST' });
      expect((await call(h.api, `${U}/logout`, { method: 'POST', token: body.data.token })).status).toBe(200);
    });
  });

  describe('tokens', () => {
    it('answers 401 to a token signed with another key', async () => {
      const forged = await new SignJWT({ role: SITE_ROLE.member })
        .setProtectedHeader({ alg: 'HS256', typ: 'access' })
        .setSubject(String(h.data.fanId))
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(new TextEncoder().encode('someone-elses-secret-key-000000000'));
      expect((await call(h.api, `${U}/info`, { token: forged })).status).toBe(401);
    });

    it('answers 401 to an expired access token', async () => {
      const { token } = await issueAccessToken({ id: h.data.fanId, siteRoleId: SITE_ROLE.member }, Date.now() - 60 * 60_000);
      expect((await call(h.api, `${U}/info`, { token })).status).toBe(401);
    });

    it('answers 401 to a token that is not a JWT', async () => {
      expect((await call(h.api, `${U}/info`, { token: 'not-a-token' })).status).toBe(401);
    });
  });
});
