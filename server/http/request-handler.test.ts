import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStreamHandler } from '@/server/streams/handler';
import { loadDemoRecording } from '@/server/streams/renditions';
import { createRequestHandler } from './request-handler';
import { nonceOf, readSecurityConfig } from './security-headers';

// As if behind one trusted proxy, which says whether the visitor came over https.
process.env.TRUST_PROXY = '1';

let origin = '';
let server: http.Server;
let distDir = '';
const seen: http.IncomingHttpHeaders[] = [];

/** Like Next, which adds its proxy's cookies back to every cookie list set on a response. */
function mergeProxyCookies(res: http.ServerResponse, proxyCookies: string[]): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) =>
    setHeader(name, name.toLowerCase() === 'set-cookie' ? [...new Set([...proxyCookies, ...(Array.isArray(value) ? value : [String(value)])])] : value);
}

/** Stands in for Next: a page whose scripts carry the nonce it was given, a router payload, media and 404s. */
function render(req: http.IncomingMessage, res: http.ServerResponse): void {
  seen.push({ ...req.headers });
  mergeProxyCookies(res, ['guestToken=g; Path=/; SameSite=lax']);
  const pathname = (req.url ?? '/').split('?', 1)[0];
  res.setHeader('x-middleware-rewrite', `http://localhost:3000/vi${pathname}`);
  res.setHeader('x-middleware-set-cookie', 'NEXT_LOCALE=vi');
  if (pathname === '/media/avatar/a.svg') {
    res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"/>');
  } else if (req.headers.rsc === '1') {
    res.writeHead(200, { 'content-type': 'text/x-component' }).end('0:{}');
  } else if (pathname === '/' || pathname === '/tai-khoan') {
    const nonce = nonceOf(String(req.headers['content-security-policy'] ?? '')) ?? '';
    res.setHeader('set-cookie', ['guestToken=g; Path=/; SameSite=lax', 'NEXT_LOCALE=vi; Path=/']);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<html><body><script nonce="${nonce}">self.__next_f.push([1,"home"])</script></body></html>`);
  } else {
    res.writeHead(404, { 'content-type': 'text/html' }).end('<p>not found</p>');
  }
}

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-build-'));
  await fs.writeFile(path.join(distDir, 'BUILD_ID'), 'b1');
  const recording = await loadDemoRecording(path.join(process.cwd(), 'public', 'streams', 'demo'));
  const streams = createStreamHandler({ recording, roomExists: async () => true });
  server = http.createServer(createRequestHandler({
    api: (_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200,"msg":"success","data":null}'),
    streams,
    render,
    distDir,
    pageCacheMs: 60_000,
    security: readSecurityConfig({}),
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await fs.rm(distDir, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => fetch(origin + p, { headers });

const SECURITY_HEADERS = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy'];

describe('every response', () => {
  const cases: [string, string, Record<string, string>][] = [
    ['a page', '/tai-khoan', {}],
    ['a router payload', '/tai-khoan', { rsc: '1' }],
    ['an API call', '/live/api/schedule/feature-match', {}],
    ['a stream playlist', '/streams/7/master.m3u8', {}],
    ['a build manifest', '/builds/latest.json', {}],
    ['a media file', '/media/avatar/a.svg', {}],
    ['a missing page', '/nowhere', {}],
  ];

  it.each(cases)('carries the security headers: %s', async (_name, p, headers) => {
    const res = await get(p, headers);
    for (const name of SECURITY_HEADERS) expect(res.headers.get(name), name).toBeTruthy();
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it.each(cases)('lets no internal header out: %s', async (_name, p, headers) => {
    const names = [...(await get(p, headers)).headers.keys()];
    expect(names.filter((n) => n.startsWith('x-middleware-'))).toEqual([]);
  });
});

describe('pages', () => {
  it('hands Next this response’s nonce, and allows the page’s scripts by it', async () => {
    const res = await get('/tai-khoan');
    const nonce = nonceOf(res.headers.get('content-security-policy'));
    expect(nonce).toBeTruthy();
    expect(await res.text()).toContain(`nonce="${nonce}"`);
    expect(nonceOf((await get('/tai-khoan')).headers.get('content-security-policy'))).not.toBe(nonce);
  });

  it('replays a cached page with its script hashes and without the first visitor’s nonce', async () => {
    const first = await get('/');
    const firstNonce = nonceOf(first.headers.get('content-security-policy'));
    await first.text();
    const hit = await get('/');
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    const policy = hit.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain('nonce');
    expect(policy).not.toContain(firstNonce);
    expect(hit.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends a cached page compressed as the visitor asks, from one stored copy', async () => {
    await (await get('/')).text();
    const br = await get('/', { 'accept-encoding': 'br' });
    expect(br.headers.get('x-page-cache')).toBe('hit');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('self.__next_f.push([1,"home"])');
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toContain('self.__next_f.push([1,"home"])');
    const plain = await get('/', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('tells Next the scheme the trusted proxy reported, and the session cookies by their plain names', async () => {
    seen.length = 0;
    await get('/tai-khoan', { 'x-forwarded-proto': 'https', cookie: 'token=planted; __Host-token=real; __Host-Currency=VND' });
    expect(seen[0]?.['x-forwarded-proto']).toBe('https');
    expect(seen[0]?.cookie).toBe('token=real; Currency=VND');
  });

  it('over https sends every cookie Secure and the session ones prefixed, with HSTS', async () => {
    const res = await get('/tai-khoan', { 'x-forwarded-proto': 'https' });
    expect(res.headers.getSetCookie()).toEqual(['__Host-guestToken=g; Path=/; SameSite=lax; Secure', 'NEXT_LOCALE=vi; Path=/; Secure']);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('over plain http leaves cookies as they are and sends no HSTS', async () => {
    const res = await get('/tai-khoan');
    expect(res.headers.getSetCookie()).toEqual(['guestToken=g; Path=/; SameSite=lax', 'NEXT_LOCALE=vi; Path=/']);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
