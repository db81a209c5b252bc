import { expect, test, type Page } from './support/test';
import { expectNoSidewaysScroll } from './support/overflow';
import { HIGHLIGHT_LIMITS } from '@/lib/domain/highlights';

const LANGUAGES = [
  { name: 'vi', prefix: '', title: 'Highlight', sport: 'Highlight Bóng đá', type: 'Bàn thắng Bóng đá', chapters: 'Diễn biến chính', toggle: 'Không tiết lộ kết quả', reveal: 'Hiện tỉ số' },
  { name: 'en', prefix: '/en', title: 'Highlights', sport: 'Football highlights', type: 'Football: Goals', chapters: 'Key moments', toggle: 'Spoiler-free', reveal: 'Show score' },
  { name: 'zh', prefix: '/zh', title: '精華', sport: '足球精華', type: '足球・進球', chapters: '關鍵時刻', toggle: '防劇透', reveal: '顯示比分' },
] as const;

const CLIP_PATH = /\/highlight\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+-\d+$/;
const SCORE = /\d+-\d+/;

const currentTime = (page: Page) => page.getByTestId('vod-player').evaluate((v: HTMLVideoElement) => v.currentTime);

interface PackageSummary {
  slug: string;
  match: { homeScore: number | null; awayScore: number | null } | null;
}

/**
 * Opens, from the football packages list, the newest match package that has goals (so chapters to jump
 * to and goal clips): which finished matches the seed packages depends on the hour it ran, and the newest
 * can be goalless.
 */
async function openFirstPackage(page: Page, prefix = '') {
  // The first page of the list, as the page shows it.
  const res = await page.request.get(`/other/api/highlights/list?category=bong-da&type=highlight-mo-rong&pageSize=${HIGHLIGHT_LIMITS.pageSize}`);
  const { items } = ((await res.json()) as { data: { items: PackageSummary[] } }).data;
  const scored = items.find((c) => (c.match?.homeScore ?? 0) + (c.match?.awayScore ?? 0) > 0);
  expect(scored, 'a football package with goals').toBeDefined();
  await page.goto(`${prefix}/highlight/bong-da/highlight-mo-rong`);
  const link = page.locator(`[data-testid="clip-card"] h3 a[href$="/${scored?.slug ?? ''}"]`).first();
  await expect(link).toHaveAttribute('href', CLIP_PATH);
  await link.click();
  await expect(page).toHaveURL(CLIP_PATH);
}

for (const lang of LANGUAGES) {
  test(`${lang.name}: every highlights route renders`, async ({ page }) => {
    await page.goto(`${lang.prefix}/highlight`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.title);
    await expect(page.getByTestId('clip-card').first()).toBeVisible();
    await page.goto(`${lang.prefix}/highlight/bong-da`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.sport);
    await page.goto(`${lang.prefix}/highlight/bong-da/ban-thang`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.type);
    await expect(page.getByTestId('clip-card').first()).toBeVisible();
    await openFirstPackage(page, lang.prefix);
    await expect(page.getByRole('navigation', { name: lang.chapters })).toBeVisible();
    await expect(page.getByTestId('clip-moments').getByTestId('clip-card').first()).toBeVisible();
  });
}

test('an unknown clip, sport or type is the 404 page', async ({ page }) => {
  expect((await page.goto('/highlight/bong-da/highlight-mo-rong/khong-co-999999'))?.status()).toBe(404);
  expect((await page.goto('/highlight/cau-long'))?.status()).toBe(404);
  expect((await page.goto('/highlight/bong-da/khong-co'))?.status()).toBe(404);
  // Goals and saves are football's: other sports neither link nor answer them.
  expect((await page.goto('/highlight/billiard/ban-thang'))?.status()).toBe(404);
  expect((await page.goto('/highlight/tennis/cuu-thua'))?.status()).toBe(404);
});

test("every type the football nav links lists clips, and another sport's nav only its own types", async ({ page }) => {
  for (const type of ['highlight-mo-rong', 'tran-dau', 'ban-thang', 'cuu-thua', 'phong-van']) {
    await page.goto(`/highlight/bong-da/${type}`);
    await expect(page.getByTestId('clip-card').first(), type).toBeVisible();
  }
  await page.goto('/highlight/billiard');
  const types = page.getByRole('navigation', { name: 'Loại video' }).getByRole('link');
  await expect(types).toHaveText(['Tất cả', 'Highlight mở rộng', 'Toàn trận', 'Phỏng vấn']);
});

test("a finished match's highlights play, and a goal's chapter jumps to it", async ({ page }) => {
  // Seeking loads the segments around the goal first; on a busy machine that takes a while.
  test.setTimeout(120_000);
  await openFirstPackage(page);
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(0.5);
  const goal = page.getByTestId('chapter-list').locator('button[data-kind="goal"], button[data-kind="penalty"]').first();
  const at = Number(await goal.getAttribute('data-at'));
  expect(at).toBeGreaterThan(5);
  await goal.click();
  await expect.poll(() => currentTime(page), { timeout: 45_000 }).toBeGreaterThanOrEqual(at);
  // The list marks the chapter playing: the goal, or a moment right after it (a card in the same minute).
  const marked = page.getByTestId('chapter-list').locator('button[aria-current="true"]');
  await expect.poll(async () => Number(await marked.getAttribute('data-at'))).toBeGreaterThanOrEqual(at);
  const landed = await currentTime(page);
  expect(landed).toBeLessThan(at + 10);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(landed + 1);
});

for (const width of [390, 1440]) {
  test(`spoiler-free mode hides a score until it is revealed (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/highlight/bong-da/highlight-mo-rong');
    await expectNoSidewaysScroll(page);
    const title = page.getByTestId('clip-card').first().locator('h3');
    await expect(title).toHaveText(SCORE);
    await page.getByRole('switch', { name: LANGUAGES[0].toggle }).click();
    await expect(title).not.toHaveText(SCORE);
    await expect(title).toHaveText(/ vs /);
    // The choice holds on the next page.
    await page.reload();
    await expect(title).not.toHaveText(SCORE);
    await page.getByTestId('clip-card').first().getByRole('button', { name: LANGUAGES[0].reveal }).click();
    await expect(title).toHaveText(SCORE);
    await expect(page.getByTestId('clip-card').nth(1).locator('h3')).not.toHaveText(SCORE);
  });
}

test("the match page links its events' minutes to the highlights, and the results list links the match", async ({ page }) => {
  await page.goto('/highlight/bong-da/highlight-mo-rong');
  await page.getByTestId('clip-card').first().locator('h3 a').click();
  await expect(page).toHaveURL(CLIP_PATH);
  const clipUrl = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Xem trang trận đấu' }).click();
  await expect(page).toHaveURL(/\/tran-dau\//);
  await expect(page.getByTestId('match-highlights')).toHaveAttribute('href', clipUrl);
  const moment = page.getByTestId('event-highlight').first();
  await expect(moment).toHaveAttribute('href', new RegExp(`${clipUrl}\\?t=\\d+$`));
  await moment.click();
  await expect(page).toHaveURL(/\?t=\d+$/);
  const at = Number(new URL(page.url()).searchParams.get('t'));
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(at);

  // The same match on the results list, a day of the last few.
  const fixture = clipUrl;
  let found = false;
  for (let back = 0; back <= 5 && !found; back += 1) {
    const day = new Date(Date.now() + 7 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/ket-qua/bong-da?date=${day}`);
    found = (await page.locator(`[data-testid="highlight-link"][href="${fixture}"]`).count()) > 0;
  }
  expect(found).toBe(true);
  const row = page.locator('li[data-fixture]', { has: page.locator(`[data-testid="highlight-link"][href="${fixture}"]`) });
  await expect(row.getByTestId('goals').first()).toBeVisible();
  await page.getByRole('switch', { name: LANGUAGES[0].toggle }).click();
  await expect(row.getByTestId('goals')).toHaveCount(0);
  await row.getByTestId('spoiler-score').first().click();
  await expect(row.getByTestId('goals').first()).toBeVisible();
});

/** Spoiler-free mode switched on in this browser before any page loads, as a returning viewer has it. */
async function spoilerFreeViewer(page: Page) {
  await page.addInitScript(() => localStorage.setItem('spoiler-free', JSON.stringify({ state: { on: true, revealed: [] }, version: 0 })));
}

test('in spoiler-free mode a finished result is hidden from the first paint, before the page’s scripts run', async ({ page }) => {
  await spoilerFreeViewer(page);
  // Only the page's inline scripts run: what a viewer sees before the page is interactive.
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?.*)?$/, (route) => route.abort());
  await page.goto('/highlight/bong-da/highlight-mo-rong');
  await expect(page.locator('html')).toHaveAttribute('data-spoiler-free', '');
  const title = page.getByTestId('clip-card').first().locator('h3 [data-spoiler-result]');
  // The cached markup is every viewer's, score included; this viewer is not shown it.
  await expect(title).toHaveText(SCORE);
  // The mark is `display: contents`, so the browser's own verdict on its text is what counts.
  await expect(title).toHaveCSS('visibility', 'hidden');
  await expect(page.getByTestId('clip-card').first().locator('h3')).toHaveCSS('visibility', 'visible');
});

test('the match page hides a finished score in spoiler-free mode until the viewer reveals it', async ({ page }) => {
  await spoilerFreeViewer(page);
  await openFirstPackage(page);
  await page.getByRole('link', { name: 'Xem trang trận đấu' }).click();
  await expect(page).toHaveURL(/\/tran-dau\//);
  const board = page.getByTestId('match-scoreboard');
  await expect(board).toHaveAttribute('data-state', 'end');
  await expect(board.getByTestId('scoreboard-hidden')).toBeVisible();
  await expect(board).not.toHaveText(/\d+ – \d+/);
  await expect(page.getByTestId('match-timeline')).toHaveCSS('visibility', 'hidden');
  await board.getByTestId('scoreboard-reveal').click();
  await expect(board).toHaveText(/\d+ – \d+/);
  await expect(page.getByTestId('match-timeline')).toHaveCSS('visibility', 'visible');
  await expect(board.getByTestId('scoreboard-reveal')).toHaveCount(0);
});
