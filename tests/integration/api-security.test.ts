import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTokens } from '@/lib/contract/user';
import { createRequestHandler } from '@/server/http/request-handler';
import { readSecurityConfig } from '@/server/http/security-headers';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { FAN } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const U = '/live/api/user';
// As if behind one trusted proxy, which says whether the visitor came over https.
process.env.TRUST_PROXY = '1';
const HTTPS = { 'x-forwarded-proto': 'https' };
const CREDENTIALS = JSON.stringify({ username: FAN.username, password: FAN.password });

describe.each(backends)('API requests from browsers on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(backend);
  });
  afterAll(async () => {
    await h.t.close();
  });

  const accountCount = async (username: string) =>
    (await h.t.db.selectFrom('users').select('id').where('username', '=', username).execute()).length;

  describe('JSON only', () => {
    it('refuses a text/plain login with 415 and starts no session', async () => {
      const res = await call(h.api, `${U}/login`, { body: CREDENTIALS, headers: { 'content-type': 'text/plain' } });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ code: 415, data: null });
      expect(res.cookies).toEqual({});
    });

    it('refuses a form-encoded login with 415 and starts no session', async () => {
      const form = `username=${FAN.username}&password=${FAN.password}`;
      const res = await call(h.api, `${U}/login`, { body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(res.status).toBe(415);
      expect(res.cookies).toEqual({});
    });

    it('refuses a text/plain sign-up with 415 and creates no account', async () => {
      const body = JSON.stringify({ username: 'plain_text_01', password: 'long-enough-pw', displayName: 'Plain' });
      const res = await call(h.api, `${U}/register`, { body, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
      expect(res.status).toBe(415);
      expect(await accountCount('plain_text_01')).toBe(0);
    });

    it('accepts JSON, and a call with no body at all', async () => {
      expect((await call(h.api, `${U}/login`, { body: CREDENTIALS, headers: { 'content-type': 'application/json; charset=utf-8' } })).status).toBe(200);
      expect((await call(h.api, `${U}/guest-login`, { method: 'POST' })).status).toBe(200);
    });
  });

  describe('cross-site refusal', () => {
    it('refuses a login posted from another site’s page (Origin) with 403', async () => {
      const res = await call(h.api, `${U}/login`, { body: CREDENTIALS, headers: { origin: 'https://evil.example', host: 'localhost' } });
      expect(res.status).toBe(403);
      expect(res.body.msg).toContain('https://evil.example');
      expect(res.cookies).toEqual({});
    });

    it('refuses a sign-up the browser marks cross-site (Sec-Fetch-Site) with 403 and creates no account', async () => {
      const body = { username: 'cross_site_01', password: 'long-enough-pw', displayName: 'Cross' };
      const res = await call(h.api, `${U}/register`, { body, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(res.status).toBe(403);
      expect(await accountCount('cross_site_01')).toBe(0);
    });

    it('refuses an opaque origin (Origin: null) with 403', async () => {
      expect((await call(h.api, `${U}/login`, { body: CREDENTIALS, headers: { origin: 'null' } })).status).toBe(403);
    });

    it('accepts the site’s own origin', async () => {
      const headers = { origin: 'http://localhost', host: 'localhost', 'sec-fetch-site': 'same-origin' };
      expect((await call(h.api, `${U}/login`, { body: CREDENTIALS, headers })).status).toBe(200);
    });

    it('still answers reads linked from other sites', async () => {
      const res = await call(h.api, '/live/api/schedule/feature-match', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
      expect(res.status).toBe(200);
    });
  });

  describe('session cookies over https', () => {
    const login = (headers: Record<string, string> = {}) => call<SessionTokens>(h.api, `${U}/login`, { body: CREDENTIALS, headers });

    it('names the session cookies __Host-token and __Secure-refreshToken, Secure', async () => {
      const res = await login(HTTPS);
      expect(Object.keys(res.cookies).sort()).toEqual(['__Host-token', '__Secure-refreshToken']);
      expect(res.cookies['__Host-token']?.attrs).toMatch(/Path=\/;.*Secure/);
      expect(res.cookies['__Host-token']?.attrs).not.toMatch(/Domain=/i);
      expect(res.cookies['__Secure-refreshToken']?.attrs).toMatch(/HttpOnly/);
      expect(res.cookies['__Secure-refreshToken']?.attrs).toMatch(/Secure/);
    });

    it('names the guest cookie __Host-guestToken, Secure', async () => {
      const res = await call(h.api, `${U}/guest-login`, { method: 'POST', headers: HTTPS });
      expect(Object.keys(res.cookies)).toEqual(['__Host-guestToken']);
      expect(res.cookies['__Host-guestToken']?.attrs).toMatch(/Secure/);
    });

    it('keeps the plain names, without Secure, over plain http', async () => {
      const res = await login();
      expect(Object.keys(res.cookies).sort()).toEqual(['refreshToken', 'token']);
      for (const cookie of Object.values(res.cookies)) expect(cookie.attrs).not.toMatch(/Secure/);
    });

    it('renews a session from the prefixed refresh cookie and ignores an unprefixed one', async () => {
      const refreshToken = (await login(HTTPS)).cookies['__Secure-refreshToken']?.value ?? '';
      const planted = await call(h.api, `${U}/refresh-token`, { body: {}, headers: HTTPS, cookie: `refreshToken=${refreshToken}` });
      expect(planted.status).toBe(401);
      const renewed = await call(h.api, `${U}/refresh-token`, { body: {}, headers: HTTPS, cookie: `__Secure-refreshToken=${refreshToken}` });
      expect(renewed.status).toBe(200);
      expect(renewed.cookies['__Secure-refreshToken']?.value).toBeTruthy();
    });

    it('clears the prefixed cookies on logout', async () => {
      const refreshToken = (await login(HTTPS)).cookies['__Secure-refreshToken']?.value ?? '';
      const out = await call(h.api, `${U}/logout`, { method: 'POST', headers: HTTPS, cookie: `__Secure-refreshToken=${refreshToken}` });
      expect(out.cookies['__Secure-refreshToken']?.attrs).toMatch(/Max-Age=0/);
      expect(out.cookies['__Host-token']?.attrs).toMatch(/Max-Age=0/);
    });
  });

  describe('security headers on API answers', () => {
    let server: http.Server;
    let origin = '';
    beforeAll(async () => {
      server = http.createServer(createRequestHandler({
        api: getRequestListener(h.api),
        streams: async (_req, res) => void res.writeHead(404).end(),
        render: (_req, res) => void res.writeHead(404).end(),
        distDir: '/nonexistent',
        pageCacheMs: 0,
        security: readSecurityConfig({}),
      }));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('carries the policy, framing, sniffing, referrer and cross-origin headers', async () => {
      const res = await fetch(`${origin}/live/api/schedule/feature-match`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    });

    it('adds HSTS and Secure prefixed cookies when a trusted proxy says the visitor came over https', async () => {
      const res = await fetch(`${origin}${U}/login`, { method: 'POST', headers: { ...HTTPS, 'content-type': 'application/json' }, body: CREDENTIALS });
      expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      const names = res.headers.getSetCookie().map((line) => line.split('=', 1)[0]).sort();
      expect(names).toEqual(['__Host-token', '__Secure-refreshToken']);
      for (const line of res.headers.getSetCookie()) expect(line.match(/;\s*Secure/gi)).toHaveLength(1);
    });

    it('renews a session through the server from the prefixed refresh cookie over https', async () => {
      const login = await fetch(`${origin}${U}/login`, { method: 'POST', headers: { ...HTTPS, 'content-type': 'application/json' }, body: CREDENTIALS });
      const refreshCookie = login.headers.getSetCookie().find((line) => line.startsWith('__Secure-refreshToken='))?.split(';', 1)[0] ?? '';
      const renewed = await fetch(`${origin}${U}/refresh-token`, { method: 'POST', headers: { ...HTTPS, 'content-type': 'application/json', cookie: refreshCookie }, body: '{}' });
      expect(renewed.status).toBe(200);
    });

    it('refuses errors the same way: a cross-site answer carries the headers too', async () => {
      const res = await fetch(`${origin}${U}/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, body: CREDENTIALS });
      expect(res.status).toBe(403);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    });
  });
});
