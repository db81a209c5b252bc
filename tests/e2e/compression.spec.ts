import { expect, test } from './support/test';

// Text the site sends goes out as brotli to a browser that takes it, and as gzip to one that does not.
const TEXT = [
  ['a page', '/'],
  ['an English page', '/en/tip-keo'],
  ['the room schedule (API JSON)', '/live/api/schedule/feature-match?status=2&pageSize=50'],
  ['the sitemap', '/sitemaps/sections-1.xml'],
] as const;

for (const [what, path] of TEXT) {
  test(`${what} is compressed with brotli, or gzip for a client without it`, async ({ request }) => {
    const br = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status()).toBe(200);
    expect(br.headers()['content-encoding']).toBe('br');
    expect(br.headers().vary).toMatch(/Accept-Encoding/i);
    expect((await br.body()).length).toBeGreaterThan(0);
    const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toBe(await br.text());
  });
}

test('the scripts a page loads come compressed, and images do not', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.endsWith('.js') || url.pathname.endsWith('.png')) encodings.set(url.pathname, res.headers()['content-encoding']);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const scripts = [...encodings].filter(([p]) => p.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const [p, encoding] of scripts) expect(encoding, p).toBe('br');
  for (const [p, encoding] of [...encodings].filter(([f]) => f.endsWith('.png'))) expect(encoding, p).toBeUndefined();
});
