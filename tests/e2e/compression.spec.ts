import { COMPRESS_MIN_BYTES } from '@/server/http/compression';
import { expect, test } from './support/test';

// Text the site sends goes out as brotli to a browser that takes it, and as gzip to one that does not.
// Each with how its complete body ends, so a truncated stream fails as well as a wrong coding.
const TEXT = [
  ['a page', '/', '</html>'],
  ['an English page', '/en/tip-keo', '</html>'],
  ['the room schedule (API JSON)', '/live/api/schedule/feature-match?status=2&pageSize=50', ']}'],
  ['the sitemap', '/sitemaps/sections-1.xml', '</urlset>'],
] as const;

for (const [what, path, ending] of TEXT) {
  test(`${what} is compressed with brotli, or gzip for a client without it`, async ({ request }) => {
    const br = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status()).toBe(200);
    expect(br.headers()['content-encoding']).toBe('br');
    expect(br.headers().vary).toMatch(/Accept-Encoding/i);
    expect((await br.text()).trimEnd().endsWith(ending)).toBe(true);
    const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect((await gzip.text()).trimEnd().endsWith(ending)).toBe(true);
  });
}

test('the scripts a page loads come compressed, and images do not', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (!url.pathname.endsWith('.js') && !url.pathname.endsWith('.png')) return;
    // A file smaller than the framing would save goes out as it is.
    const small = url.pathname.endsWith('.js') && Number(res.headers()['content-length'] ?? Infinity) < COMPRESS_MIN_BYTES;
    if (!small) encodings.set(url.pathname, res.headers()['content-encoding']);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const scripts = [...encodings].filter(([p]) => p.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const [p, encoding] of scripts) expect(encoding, p).toBe('br');
  for (const [p, encoding] of [...encodings].filter(([f]) => f.endsWith('.png'))) expect(encoding, p).toBeUndefined();
});
