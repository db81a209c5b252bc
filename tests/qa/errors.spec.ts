import { TOAST_DURATION_MS } from '@/lib/domain/constants';
import auth from '@/messages/vi/auth.json' with { type: 'json' };
import { memberUser } from '@/tests/mocks/data';
import { SiteHeader } from './pages/site-header';
import { expect, pauseClock, test } from './support/test';

// Spec 8's page rows and the toast's default, against the mocked API.

test("spec 8: an unknown route answers 404 'Page not found: {path}'", async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /en/no-such-page');
});

test("spec 8: a route whose parameters fail validation answers 404 'Page Not Found: {path}'", async ({ page }) => {
  const response = await page.goto('/en/chatroom/phong/abc');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /en/chatroom/phong/abc');
});

test(`a toast stays ${TOAST_DURATION_MS / 1000} s by default`, async ({ page, qa }) => {
  await qa.signIn();
  await page.clock.install();
  await page.goto('/');
  const header = new SiteHeader(page);
  await expect(header.memberName()).toHaveText(memberUser.displayName);
  await header.logout(memberUser.displayName);
  const toast = page.getByText(auth.toast.loggedOut);
  await expect(toast).toBeVisible();
  // Time ran on its own until the toast showed (well under a second); from here the test moves it.
  await pauseClock(page, 100);
  await page.clock.runFor(TOAST_DURATION_MS - 1_000);
  await expect(toast).toBeVisible();
  // 3.3 s in, plus the under-a-second before the pause: past its time and the 200 ms of its exit,
  // and short of the 4 s the toast library would give it by itself.
  await page.clock.runFor(1_300);
  await expect(toast).toBeHidden();
});
