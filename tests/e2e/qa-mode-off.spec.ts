import { scheduleModeList } from '@/lib/contract/schedule-calls';
import { SCENARIO_COOKIE, scenarioCookieValue } from '@/tests/mocks/qa/scenario';
import { expect, test } from './support/test';

// The QA mode is chosen when the process starts; a visitor of the real site cannot switch it on.
test('the real site ignores a QA scenario cookie and shows no QA banner', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: SCENARIO_COOKIE, value: scenarioCookieValue([`fail:${scheduleModeList.path}:503`]), url: baseURL ?? '' }]);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('qa-mode-banner')).toHaveCount(0);
  const status = await page.evaluate(async (path) => (await fetch(path)).status, scheduleModeList.path);
  expect(status).toBe(200);
});
