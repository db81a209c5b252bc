import { expect, test } from './support/test';

// The server runs the match simulator with FEED_DEMO_KICKOFF_S (a streamed match is always about
// to kick off) and a short FEED_TICK_MS: see playwright.config.ts.
test('the live count on the home page changes when the simulator starts a match', async ({ page }) => {
  // The count is polled every 20 s; a kick-off is at most FEED_DEMO_KICKOFF_S away.
  test.setTimeout(150_000);
  await page.goto('/');
  const value = page.getByTestId('live-count-value');
  await expect(value).toBeVisible();
  const before = Number(await value.textContent());
  expect(before).toBeGreaterThanOrEqual(3);
  await expect.poll(async () => Number(await value.textContent()), { timeout: 120_000, intervals: [2_000] }).toBeGreaterThan(before);
});
