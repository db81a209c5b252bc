import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';

const LOCALES = [
  { prefix: '', more: 'Thêm' },
  { prefix: '/en', more: 'More' },
  { prefix: '/zh', more: '更多' },
] as const;

function mainMenu(page: Page): Locator {
  return page.getByRole('banner').getByRole('navigation').first();
}

/** Every link of the header's row is drawn whole and inside the menu's box (nothing cut to "Hi"). */
async function rowLinksAreWhole(menu: Locator): Promise<string[]> {
  return menu.evaluate((nav) => {
    const box = nav.getBoundingClientRect();
    const cut: string[] = [];
    for (const a of nav.querySelectorAll(':scope ul:not([data-testid]) a')) {
      const r = a.getBoundingClientRect();
      if (a.scrollWidth > a.clientWidth + 1 || r.right > box.right + 0.5) cut.push(a.textContent ?? '');
    }
    return cut;
  });
}

for (const width of [1440, 1024]) {
  for (const { prefix, more } of LOCALES) {
    test(`at ${width} px every header section is reachable, the ones that do not fit under "${more}" (${prefix || '/'})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(prefix || '/');
      const menu = mainMenu(page);
      // The split is measured once the page runs; wait for it.
      await expect(menu.locator('[data-measured]')).toHaveCount(1);
      expect(await rowLinksAreWhole(menu)).toEqual([]);

      const rowLinks = await menu.locator('ul:not([data-testid]) a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const button = menu.getByRole('button', { name: more });
      let moreLinks: (string | null)[] = [];
      // Short Chinese labels may all fit on a wide screen; then there is nothing to put away.
      if (width < 1440 || (await button.count()) > 0) {
        await button.click();
        const panel = menu.getByTestId('header-more');
        await expect(panel).toBeVisible();
        moreLinks = await panel.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(moreLinks.length).toBeGreaterThan(0);
      }
      // Each section once: none lost, none twice.
      const all = [...rowLinks, ...moreLinks];
      expect(new Set(all).size).toBe(all.length);
      const menus = await page.request.post('/al/api/live/menu', { data: { sections: ['header-v4'] } });
      expect((await menus.json()).data['header-v4']).toHaveLength(all.length);
    });
  }
}

test('the "More" menu works from the keyboard and marks the current section', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/');
  const menu = mainMenu(page);
  const button = menu.getByRole('button', { name: 'Thêm' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const links = menu.getByTestId('header-more').getByRole('link');
  await page.keyboard.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(links.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  // Following a section from the panel closes it; on its page the button and the entry are marked current.
  await button.click();
  await links.filter({ hasText: 'Tip kèo' }).click();
  await expect(page).toHaveURL(/\/tip-keo$/);
  await expect(menu.getByTestId('header-more')).toBeHidden();
  await expect(button).toHaveClass(/bg-surface-2/);
  await button.click();
  await expect(menu.getByTestId('header-more').locator('a[href="/tip-keo"]')).toHaveAttribute('aria-current', 'page');
});
