import { expect, test } from './support/test';
import { expectNoSidewaysScroll } from './support/overflow';

// A search, a page it leads to and the results page per test: more than the default budget on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A seeded club whose name carries Vietnamese accents, typed without them. */
const TYPED = 'ha noi';
const TEAM = 'Hà Nội FC';
/** Every match package is titled "Highlight …" in Vietnamese, "Highlights: …" in English and "精華：…" in Chinese. */
const CLIP_WORD = { vi: 'highlight', en: 'highlights', zh: '精華' };
const CLIP_URL = /\/highlight\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+-\d+$/;

test.describe('at 1440 px', () => {
  test('the header box suggests as one types, and a suggestion opens its page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    const box = page.getByRole('combobox', { name: 'Tìm kiếm' });
    await box.fill(TYPED);
    const list = page.getByRole('listbox', { name: 'Tìm kiếm' });
    const teams = list.getByRole('group', { name: 'Đội bóng' });
    await expect(teams.getByRole('option', { name: new RegExp(TEAM) })).toBeVisible();
    await expect(list.getByRole('group', { name: 'Trận đấu' }).getByRole('option').first()).toBeVisible();
    await teams.getByRole('option', { name: new RegExp(TEAM) }).click();
    await page.waitForURL(/\/doi-bong\/ha-noi-fc\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEAM);
  });

  test('/ focuses the box, the arrows choose, Enter opens and Esc closes', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Tìm kiếm' });
    // The key is heard once the header has hydrated; a press before that does nothing.
    await expect(async () => {
      await page.locator('body').press('/');
      await expect(box).toBeFocused({ timeout: 1_000 });
    }).toPass();
    await box.pressSequentially('HÀ NỘI');
    await expect(page.getByRole('group', { name: 'Trận đấu' }).getByRole('option').first()).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Enter');
    // Live matches come first, so which one leads depends on the hour: a football match opens its match
    // page; a match of another sport (a volleyball club of Hà Nội) its live room or its sport's schedule.
    await page.waitForURL(/\/(tran-dau\/[a-z0-9-]+-vs-[a-z0-9-]+\/\d+\?leagueId=\d+|truc-tiep\/[a-z0-9/-]+|lich-truc-tiep\/[a-z0-9/-]+)$/);
  });

  test('the results page groups the answers, filters by kind and has a real empty state', async ({ page }) => {
    await page.goto(`/en/tim-kiem?q=${encodeURIComponent(TYPED)}`);
    await expect(page).toHaveTitle(/Search results for “ha noi”/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “ha noi”');
    const teams = page.getByRole('region', { name: 'Teams' });
    await expect(teams.getByRole('link', { name: new RegExp(TEAM) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Matches' }).getByRole('link').first()).toBeVisible();

    await page.getByRole('navigation', { name: 'Result types' }).getByRole('link', { name: 'Teams' }).click();
    await page.waitForURL(/\/en\/tim-kiem\?q=ha\+noi&kind=team$/);
    await expect(page.getByRole('navigation', { name: 'Result types' }).getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: 'Matches' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Teams' }).getByRole('link', { name: new RegExp(TEAM) })).toBeVisible();

    await page.goto('/en/tim-kiem?q=qzxv%20wqk');
    await expect(page.getByText('No results for “qzxv wqk”')).toBeVisible();
    await page.goto('/en/tim-kiem?q=%22*()');
    await expect(page.getByText('No results for “"*()”')).toBeVisible();
    await page.goto('/en/tim-kiem');
    await expect(page.getByText('What are you looking for?')).toBeVisible();
  });

  test('the results page speaks Vietnamese and Chinese too', async ({ page }) => {
    await page.goto(`/tim-kiem?q=${encodeURIComponent(TYPED)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kết quả tìm kiếm “ha noi”');
    await expect(page.getByRole('region', { name: 'Đội bóng' }).getByRole('link', { name: new RegExp(TEAM) })).toBeVisible();
    await page.goto(`/zh/tim-kiem?q=${encodeURIComponent(TYPED)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('「ha noi」的搜尋結果');
    await expect(page.getByRole('region', { name: '球隊' }).getByRole('link', { name: new RegExp(TEAM) })).toBeVisible();
  });
  test('a highlight clip is found by a word of its title, and its suggestion opens the clip', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    await page.getByRole('combobox', { name: 'Tìm kiếm' }).fill(CLIP_WORD.vi);
    const option = page.getByRole('listbox', { name: 'Tìm kiếm' }).getByRole('group', { name: 'Video highlight' }).getByRole('option').first();
    await expect(option).toContainText(/^Highlight .+ · \d+:\d{2}$/);
    const title = (await option.locator('.font-medium').textContent()) ?? '';
    await option.click();
    await page.waitForURL(CLIP_URL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('the results page lists highlight clips in English and Chinese, and a result opens the clip', async ({ page }) => {
    await page.goto(`/zh/tim-kiem?q=${encodeURIComponent(CLIP_WORD.zh)}`);
    await expect(page.getByRole('region', { name: '精華影片' }).getByRole('link', { name: /^精華：/ }).first()).toBeVisible();
    await page.goto(`/en/tim-kiem?q=${CLIP_WORD.en}`);
    const link = page.getByRole('region', { name: 'Highlights' }).getByRole('link', { name: /^Highlights: / }).first();
    await expect(link).toContainText(/ · Extended highlights · 5:00$/);
    const title = (await link.locator('.font-medium').textContent()) ?? '';
    await link.click();
    await page.waitForURL(new RegExp(`/en${CLIP_URL.source}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the search icon opens a full-width search whose suggestion opens its page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Mở ô tìm kiếm' }).click();
    const sheet = page.getByRole('dialog', { name: 'Tìm kiếm' });
    await expect(sheet).toBeVisible();
    expect((await sheet.boundingBox())?.width).toBe(390);
    const box = sheet.getByRole('combobox', { name: 'Tìm kiếm' });
    await expect(box).toBeFocused();
    await box.fill(TYPED);
    const option = sheet.getByRole('group', { name: 'Đội bóng' }).getByRole('option', { name: new RegExp(TEAM) });
    await expect(option).toBeVisible();
    await expectNoSidewaysScroll(page);
    await option.click();
    await page.waitForURL(/\/doi-bong\/ha-noi-fc\/\d+$/);
    await expect(sheet).toHaveCount(0);
  });

  test('the results page fits the phone and shows the empty state', async ({ page }) => {
    await page.goto(`/en/tim-kiem?q=${encodeURIComponent(TYPED)}`);
    await expect(page.getByRole('region', { name: 'Teams' }).getByRole('link', { name: new RegExp(TEAM) })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto('/en/tim-kiem?q=qzxv');
    await expect(page.getByText('No results for “qzxv”')).toBeVisible();
  });
});
