import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MEMBER_PATHS } from '@/lib/domain/member-urls';
import { expect, test, type Page } from './support/test';

/**
 * Another site, on a port of its own and named `localhost`, so it is neither the site's origin nor its
 * site (the suite serves 127.0.0.1). `/` holds the page under test, `/inner` a page of its own.
 */
async function otherSite(page: Page, html: string): Promise<() => Promise<void>> {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(req.url === '/inner' ? '<p id="inner">inner</p>' : html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await page.goto(`http://localhost:${(server.address() as AddressInfo).port}/`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

test('another site cannot frame the account page', async ({ page, baseURL, cspViolations }) => {
  const target = new URL(MEMBER_PATHS.account, baseURL).href;
  const close = await otherSite(page, `<iframe id="own" src="/inner"></iframe><iframe id="portal" src="${target}"></iframe>`);
  // The other site's own frame loads, so an empty frame is the policy's doing.
  await expect(page.frameLocator('#own').locator('#inner')).toHaveText('inner');
  await expect.poll(() => cspViolations.some((v) => v.includes("frame-ancestors 'none'"))).toBe(true);
  await expect(page.frameLocator('#portal').locator('main')).toHaveCount(0);
  await close();
  // Refused on purpose: the one kind of violation this test expects.
  const unexpected = cspViolations.filter((v) => !v.includes('frame-ancestors'));
  cspViolations.splice(0, cspViolations.length, ...unexpected);
});

test('a text/plain form on another site cannot log the visitor in', async ({ page, baseURL, context }) => {
  const login = new URL('/live/api/user/login', baseURL).href;
  const close = await otherSite(page, [
    `<form method="post" action="${login}" enctype="text/plain">`,
    '<input name=\'{"username":"demo","password":"demo12345","x":"\' value=\'"}\'>',
    '<button>go</button></form>',
  ].join(''));
  const answer = page.waitForResponse(login);
  await page.getByRole('button', { name: 'go' }).click();
  expect((await answer).status()).toBe(403);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('token');
  await close();
});

test('pages allow their scripts by a nonce of their own, never inline scripts in general', async ({ request }) => {
  const policies = await Promise.all([1, 2].map(async () => (await request.get('/lich-truc-tiep')).headers()['content-security-policy'] ?? ''));
  const nonces = policies.map((p) => /'nonce-([^']+)'/.exec(p)?.[1]);
  expect(nonces[0]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);
  for (const policy of policies) {
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(/script-src [^;]*'unsafe-inline'/.test(policy)).toBe(false);
  }
});

const SECURITY_HEADERS = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy'];

test('every kind of response carries the security headers and no internal header', async ({ request, page }) => {
  await page.goto('/');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const paths: [string, Record<string, string>][] = [
    ['/', {}],
    ['/en/lich-truc-tiep', {}],
    ['/lich-truc-tiep', { RSC: '1' }],
    ['/live/api/user/info', {}],
    ['/streams/1/master.m3u8', {}],
    ['/builds/latest.json', {}],
    ['/media/crest/x.svg?t=X', {}],
    ['/healthz', {}],
    [script ?? '/_next/static/missing.js', {}],
    ['/khong-co-trang-nay', {}],
  ];
  for (const [path, headers] of paths) {
    const res = await request.get(path, { headers, maxRedirects: 0 });
    const names = Object.keys(res.headers());
    for (const name of SECURITY_HEADERS) expect(names, `${path} ${name}`).toContain(name);
    expect(names.filter((n) => n.startsWith('x-middleware-')), path).toEqual([]);
  }
});

test('the language redirect varies on Accept-Language and cookies', async ({ request }) => {
  const res = await request.get('/', { headers: { 'Accept-Language': 'zh-TW,zh;q=0.9' }, maxRedirects: 0 });
  expect(res.status()).toBeGreaterThanOrEqual(300);
  expect(res.status()).toBeLessThan(400);
  expect(res.headers().location).toMatch(/\/zh$/);
  expect(res.headers().vary).toMatch(/Accept-Language/i);
  expect(res.headers().vary).toMatch(/Cookie/i);
});

test('source control metadata, configuration and the database are never served', async ({ request }) => {
  for (const path of ['/.git/config', '/.git/HEAD', '/.env', '/package.json', '/data/portal.db', '/data/auth-secret', '/server/main.ts']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
  }
});
