import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { seriousAxeProblems } from './support/axe';

/** The shell's busiest pages and one of each kind of section page, whole pages: header, content, footer. */
const PAGES = ['/', '/lich-truc-tiep', '/ket-qua/bong-da', '/tin-tuc', '/tin-tuc/bong-da', '/highlight', '/tip-keo', '/tim-kiem?q=highlight', '/menu'] as const;
const VIEWS = [
  { theme: 'light', width: 1440 },
  { theme: 'dark', width: 390 },
] as const;

/** Opens `path` in `theme` and expects axe to find nothing serious on it. */
async function expectNoSeriousProblems(page: Page, path: string, theme: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveClass(new RegExp(theme));
  // Axe reads colours as painted: wait for the page's fonts first.
  await page.evaluate(() => document.fonts.ready);
  const problems = await seriousAxeProblems(page);
  expect(problems, `${path}: ${JSON.stringify(problems, null, 1)}`).toEqual([]);
}

for (const { theme, width } of VIEWS) {
  test.describe(`${theme} mode at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(async ({ context }) => {
      await context.addInitScript((mode) => localStorage.setItem('color-mode', mode), theme);
    });

    test('whole pages have no serious accessibility problems, an article included', async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of PAGES) await expectNoSeriousProblems(page, path, theme);
      await page.goto('/tin-tuc');
      await page.getByTestId('article-card').first().locator('h2 a, h3 a').first().click();
      await expect(page.getByTestId('article-body')).toBeVisible();
      const problems = await seriousAxeProblems(page);
      expect(problems, `article: ${JSON.stringify(problems, null, 1)}`).toEqual([]);
    });

    test('the community pages have no serious accessibility problems: feed, groups, a group, parties, a party, a place, the hub and a profile', async ({ page }) => {
      test.setTimeout(180_000);
      const firstLink = async (path: string, pattern: RegExp) => {
        await page.goto(path);
        const href = await page.locator('a[href]').evaluateAll((links, source) => links.map((a) => a.getAttribute('href') ?? '').find((h) => new RegExp(source).test(h)) ?? null, pattern.source);
        expect(href, `a link like ${pattern} on ${path}`).not.toBeNull();
        return href ?? '';
      };
      const pages = [
        '/bang-ton',
        '/bang-ton/nhom',
        await firstLink('/bang-ton/nhom', /^\/bang-ton\/nhom\/\d+$/),
        '/bang-ton/su-kien',
        await firstLink('/bang-ton/su-kien', /^\/bang-ton\/su-kien\/\d+$/),
        await firstLink('/bang-ton/cong-dong', /^\/bang-ton\/vi-tri\/\d+$/),
        '/bang-ton/cong-dong',
        await firstLink('/bang-ton', /^\/bang-ton\/trang-ca-nhan\/\d+$/),
      ];
      for (const path of pages) await expectNoSeriousProblems(page, path, theme);
    });
  });
}
