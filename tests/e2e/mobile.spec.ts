import { expect, test } from './support/test';
import { expectNoSidewaysScroll } from './support/overflow';

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the bottom bar shows menu, live info, home, chat and account', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('bottom-bar');
    await expect(bar).toBeVisible();
    for (const href of ['/menu', '/lich-truc-tiep', '/', '/chatroom', '/tai-khoan/account']) {
      await expect(bar.locator(`a[href="${href}"]`)).toBeVisible();
    }
    await expectNoSidewaysScroll(page);
  });
});

test('the bottom bar is hidden on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.getByTestId('bottom-bar')).toBeHidden();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 760 }, hasTouch: true, isMobile: true });

  test("a signed-in member's header fits inside the page's margins in every language", async ({ page }) => {
    // A member's header holds the most: live-now pill, language, colour mode, inbox bell and avatar.
    expect((await page.request.post('/live/api/user/login', { data: { username: 'demo', password: 'demo12345' } })).status()).toBe(200);
    for (const path of ['/', '/en', '/zh']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByTestId('member-name')).toHaveCount(1);
      const { contentRight, barRight, pageWidth } = await page.evaluate(() => {
        const bar = document.querySelector('header .page-container') as HTMLElement;
        const padding = Number.parseFloat(getComputedStyle(bar).paddingRight);
        const right = Math.max(...[...bar.children].map((e) => e.getBoundingClientRect().right));
        return { contentRight: right, barRight: bar.getBoundingClientRect().right - padding, pageWidth: document.documentElement.scrollWidth };
      });
      expect(contentRight, path).toBeLessThanOrEqual(barRight + 0.5);
      expect(pageWidth, path).toBeLessThanOrEqual(360);
    }
  });
});
