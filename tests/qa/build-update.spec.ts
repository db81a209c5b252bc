import { BUILD_POLL_MS } from '@/lib/domain/constants';
import errors from '@/messages/vi/errors.json' with { type: 'json' };
import home from '@/messages/vi/home.json' with { type: 'json' };
import { NEWER_BUILD_ID } from '@/tests/mocks/qa/scenarios/new-build';
import { expect, test } from './support/test';

test('spec 4: the app polls for a newer build and reloads on the next navigation', async ({ page, qa }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  // The notice lasts a few seconds of the page's clock, and a poll moves that clock a minute at a time:
  // record that it was shown, whenever, rather than look for it after the clock has moved on.
  await page.evaluate((text) => {
    const seen = () => document.body.textContent?.includes(text) ?? false;
    new MutationObserver(() => {
      if (seen()) document.documentElement.dataset.noticeShown = 'true';
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, errors.build.updateReady);
  // The newer build goes live after the page loaded.
  await qa.scenarios(['new-build']);
  // The watcher starts once the page is idle, then asks every BUILD_POLL_MS: move time on a poll at a
  // time until it has read the newer build's manifest.
  let manifestRead = false;
  page.on('response', (response) => void (response.url().includes(`/builds/meta/${NEWER_BUILD_ID}.json`) && (manifestRead = true)));
  await expect.poll(async () => {
    if (!manifestRead) await page.clock.runFor(BUILD_POLL_MS);
    return manifestRead;
  }).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-notice-shown', 'true');

  let documents = 0;
  page.on('request', (request) => void (request.resourceType() === 'document' && (documents += 1)));
  // A link inside the site: without an update it is a client-side navigation, with no document request.
  await page.getByRole('link', { name: home.schedule.fullSchedule }).click();
  await expect(page).toHaveURL(/\/lich-truc-tiep$/);
  await expect.poll(() => documents).toBe(1);
});

test('without a newer build, a navigation stays client-side', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  for (let poll = 0; poll < 3; poll += 1) await page.clock.runFor(BUILD_POLL_MS);
  let documents = 0;
  page.on('request', (request) => void (request.resourceType() === 'document' && (documents += 1)));
  await page.getByRole('link', { name: home.schedule.fullSchedule }).click();
  await expect(page).toHaveURL(/\/lich-truc-tiep$/);
  await page.waitForLoadState('networkidle');
  expect(documents).toBe(0);
});
