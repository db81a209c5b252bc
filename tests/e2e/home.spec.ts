import { expect, test } from './support/test';

const LOCALES = [
  { path: '/', lang: 'vi', liveWord: /trực tiếp/i },
  { path: '/en', lang: 'en', liveWord: /live/i },
  { path: '/zh', lang: 'zh-Hant', liveWord: /直播/ },
] as const;

for (const { path, lang, liveWord } of LOCALES) {
  test(`home page in ${lang} shows the backend's data`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('live-count')).toBeVisible();
    await expect(page.getByTestId('live-count')).toContainText(liveWord);
    // Featured matches and today's schedule come from the seeded database: crests are generated SVGs.
    await expect(page.locator('img[src^="/media/crest/"]').first()).toBeVisible();
    await expect(page.locator('a[href*="/lich-truc-tiep"]').first()).toBeVisible();
  });
}

test('a new visitor gets a guest session and the currency cookie', async ({ page, context }) => {
  await page.goto('/');
  const cookies = await context.cookies();
  const guest = cookies.find((c) => c.name === 'guestToken');
  expect(guest?.value.split('.')).toHaveLength(3);
  expect(cookies.find((c) => c.name === 'Currency')?.value).toBe('VND');
  const info = await page.request.get('/live/api/user/guest-info', { headers: { Authorization: guest?.value ?? '' } });
  expect(info.status()).toBe(200);
  expect((await info.json()).data.isGuest).toBe(true);
});

test('the locale cookie remembers the chosen language', async ({ page, context }) => {
  await page.goto('/en');
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('en');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the browser language picks the locale on a first visit', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-TW', extraHTTPHeaders: { 'Accept-Language': 'zh-TW,zh;q=0.9' } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/zh\/?$/);
  await context.close();
});

test('an unknown path shows the 404 page with the path, in the page language, inside the site', async ({ page }) => {
  const vi = await page.goto('/khong-co-trang-nay');
  expect(vi?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy trang: /khong-co-trang-nay');
  await expect(page).toHaveTitle(/Không tìm thấy trang/);
  // The site's own header and navigation stay, so a lost visitor can carry on from here.
  await expect(page.getByRole('banner').getByRole('link', { name: /về trang chủ/ })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  const en = await page.goto('/en/no-such-page');
  expect(en?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Page not found: \/(en\/)?no-such-page$/);
  await expect(page).toHaveTitle(/Page not found/);
  // A route that exists but names nothing (an unknown schedule tab) keeps the site around it too.
  expect((await page.goto('/en/lich-truc-tiep/khong-co'))?.status()).toBe(404);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
});

test('the colour mode survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('color-mode', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.evaluate(() => localStorage.setItem('color-mode', 'light'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/light/);
});

test('the live count is polled from the backend', async ({ page }) => {
  await page.goto('/');
  const poll = page.waitForRequest((r) => r.url().includes('/other/api/schedule/total-live-schedule'), { timeout: 25_000 });
  expect((await poll).headers()['x-client-type']).toBe('web');
});

test('a live-room path that fails validation shows the route-validation 404', async ({ page }) => {
  const response = await page.goto('/en/truc-tiep/the-thao/bong-da/not-a-room');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Page Not Found: /en/truc-tiep/the-thao/bong-da/not-a-room');
});

test('links prefetch their page on intent, not because they are on screen', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(prefetched).toEqual([]);

  const schedule = page.getByRole('banner').locator('a[href="/lich-truc-tiep"]').first();
  await schedule.hover();
  await expect.poll(() => prefetched).toContain('/lich-truc-tiep');
  await schedule.click();
  await expect(page).toHaveURL(/\/lich-truc-tiep$/);
});
