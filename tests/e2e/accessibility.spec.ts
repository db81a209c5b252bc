import { expect, test } from './support/test';
import { seriousAxeProblems } from './support/axe';

/** The shell's busiest pages and one of each kind of section page, whole pages: header, content, footer. */
const PAGES = ['/', '/lich-truc-tiep', '/ket-qua/bong-da', '/tin-tuc', '/tin-tuc/bong-da', '/highlight', '/tip-keo', '/tim-kiem?q=highlight', '/menu'] as const;
const VIEWS = [
  { theme: 'light', width: 1440 },
  { theme: 'dark', width: 390 },
] as const;

for (const { theme, width } of VIEWS) {
  test.describe(`${theme} mode at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(async ({ context }) => {
      await context.addInitScript((mode) => localStorage.setItem('color-mode', mode), theme);
    });

    test('whole pages have no serious accessibility problems, an article included', async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(new RegExp(theme));
        // Axe reads colours as painted: wait for the page's fonts first.
        await page.evaluate(() => document.fonts.ready);
        const problems = await seriousAxeProblems(page);
        expect(problems, `${path}: ${JSON.stringify(problems, null, 1)}`).toEqual([]);
      }
      await page.goto('/tin-tuc');
      await page.getByTestId('article-card').first().locator('h2 a, h3 a').first().click();
      await expect(page.getByTestId('article-body')).toBeVisible();
      const problems = await seriousAxeProblems(page);
      expect(problems, `article: ${JSON.stringify(problems, null, 1)}`).toEqual([]);
    });
  });
}
