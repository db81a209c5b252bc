import type { Match } from '@/lib/contract/schedule';
import { featureMatch, scheduleModeList } from '@/lib/contract/schedule-calls';
import { LOCALES } from '@/lib/domain/locale';
import en from '@/messages/en/common.json' with { type: 'json' };
import vi from '@/messages/vi/common.json' with { type: 'json' };
import zh from '@/messages/zh/common.json' with { type: 'json' };
import home from '@/messages/vi/home.json' with { type: 'json' };
import { SCENARIO_COOKIE, scenarioCookieValue } from '@/tests/mocks/qa/scenario';
import { expect, test } from './support/test';

const BANNER = { vi: vi.qaMode.banner, en: en.qaMode.banner, zh: zh.qaMode.banner };

for (const locale of LOCALES) {
  test(`the QA mode says so on every page (${locale})`, async ({ page }) => {
    await page.goto(locale === 'vi' ? '/' : `/${locale}`);
    await expect(page.getByTestId('qa-mode-banner')).toHaveText(BANNER[locale]);
  });
}

test('a scenario picked by cookie changes the answers of that browser only', async ({ page, qa, request }) => {
  await qa.scenarios([`fail:${scheduleModeList.path}:503`]);
  await page.goto('/');
  const picked = await page.evaluate(async (path) => (await fetch(path)).status, scheduleModeList.path);
  expect(picked).toBe(503);
  // Another client, without the cookie, gets the normal answer.
  expect((await request.get(scheduleModeList.path)).status()).toBe(200);
});

test('the pages render from the mock handlers, server side included', async ({ browser, baseURL }) => {
  // Scripts off: what shows is the server's rendering alone.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'vi-VN' });
  const page = await context.newPage();
  const featured = ((await (await page.request.get(featureMatch.path)).json()) as { data: Match[] }).data;
  expect(featured.length).toBeGreaterThan(0);
  await page.goto('/');
  await expect(page.locator('#home-featured').locator('xpath=ancestor::section[1]')).toContainText(featured[0]?.home ?? '');
  await context.close();
});

test('the empty scenario empties the lists the server renders', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'vi-VN' });
  await context.addCookies([{ name: SCENARIO_COOKIE, value: scenarioCookieValue(['empty']), url: baseURL ?? '' }]);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText(home.schedule.emptyTitle)).toBeVisible();
  await expect(page.getByText(home.featured.emptyTitle)).toBeVisible();
  await context.close();
});
