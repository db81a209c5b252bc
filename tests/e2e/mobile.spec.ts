import { expect, test } from '@playwright/test';

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the bottom bar shows menu, live info, home, chat and account', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('bottom-bar');
    await expect(bar).toBeVisible();
    for (const href of ['/menu', '/lich-truc-tiep', '/', '/chatroom', '/tai-khoan/account']) {
      await expect(bar.locator(`a[href="${href}"]`)).toBeVisible();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the bottom bar is hidden on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.getByTestId('bottom-bar')).toBeHidden();
});
