import { expect, test } from './support/test';

// Every other suite blocks service workers (page.route cannot see what a worker answers); this one needs it.
test.use({ serviceWorkers: 'allow' });

test('without a network a page visit shows the offline page in its language, and nothing personal is kept', async ({ page, context }) => {
  await page.goto('/en/tip-keo');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Once the worker controls the tab, its visits go through it.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.goto('/en/ket-qua/bong-da');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en');
  await page.goto('/zh/tip-keo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('您目前處於離線狀態');
  // Data is never answered from the worker's caches.
  const api = await page.evaluate(() => fetch('/live/api/schedule/total-live').then(() => 'answered', () => 'failed'));
  expect(api).toBe('failed');
  await context.setOffline(false);

  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept.length).toBeGreaterThan(3);
  // Only content-named files and the offline pages: no page, no API answer, no stream.
  expect(kept.filter((p) => !/^\/(_next\/static|icons|app-icons|offline)\//.test(p))).toEqual([]);
});

test('the offline page is self-contained and served for each language only', async ({ request }) => {
  for (const [locale, title] of [['vi', 'Bạn đang ngoại tuyến'], ['en', 'You are offline'], ['zh', '您目前處於離線狀態']] as const) {
    const res = await request.get(`/offline/${locale}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).not.toMatch(/<script|<link /);
  }
  expect((await request.get('/offline/fr')).status()).toBe(404);
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
});
