import { expect, test, type Page } from './support/test';
import { seriousAxeProblems } from './support/axe';

const LISTS = ['/highlight', '/highlight/bong-da', '/highlight/bong-da/ban-thang'] as const;
const THEMES = ['light', 'dark'] as const;

async function expectNoSeriousProblems(page: Page, label: string): Promise<void> {
  // Axe reads colours as painted: wait for the page's fonts and first transitions to settle.
  await page.evaluate(() => document.fonts.ready);
  const problems = await seriousAxeProblems(page);
  expect(problems, `${label}: ${JSON.stringify(problems, null, 1)}`).toEqual([]);
}

for (const theme of THEMES) {
  test.describe(`highlights in ${theme} mode`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addInitScript((mode) => localStorage.setItem('color-mode', mode), theme);
    });

    test('the lists and a clip page have no serious accessibility problems', async ({ page }) => {
      test.setTimeout(90_000);
      for (const path of LISTS) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(new RegExp(theme));
        await expect(page.getByTestId('clip-card').first()).toBeVisible();
        await expectNoSeriousProblems(page, `${path} (${theme})`);
      }
      await page.getByTestId('clip-card').first().locator('h3 a').click();
      await expect(page.getByTestId('clip-title')).toBeVisible();
      await expect(page.getByTestId('chapter-list')).toBeVisible();
      await expectNoSeriousProblems(page, `clip page (${theme})`);
    });
  });
}
