import { expect, test, type Page } from './support/test';

// Several pages (and a login) per test: the default 30 s budget is tight on a busy machine.
test.describe.configure({ timeout: 90_000 });

const schedule = (page: Page) => page.getByTestId('schedule-list');
const dayStrip = (page: Page) => page.getByRole('navigation', { name: 'Chọn ngày' });
const filters = (page: Page) => page.getByRole('navigation', { name: 'Lọc trận đấu' });
const tabs = (page: Page, name = 'Lịch theo môn') => page.getByRole('navigation', { name, exact: true });
/** Draws every league of the day: the list adds the leagues below the first screen only when asked. */
async function revealAllLeagues(page: Page) {
  const more = schedule(page).getByRole('button', { name: 'Xem thêm giải đấu' });
  // Pressed where it is, not scrolled to: scrolling near it already draws leagues and moves it down.
  await expect(async () => {
    if ((await more.count()) > 0) await more.evaluate((button: HTMLElement) => button.click()).catch(() => undefined);
    await expect(more).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 30_000 });
}

test('the schedule shows today’s live matches and switches day tabs and filters', async ({ page }) => {
  const response = await page.goto('/lich-truc-tiep');
  expect(response?.status()).toBe(200);

  // The seed keeps at least three rooms live at any moment: they lead their leagues with a live badge.
  const liveRows = schedule(page).locator('li[data-live]');
  await expect(liveRows.first()).toBeVisible();
  expect(await liveRows.count()).toBeGreaterThanOrEqual(3);
  await expect(liveRows.first()).toContainText('Trực tiếp');
  // Sports lead; the studios' round-the-clock tables, always on air, come after every sport.
  const leagues = schedule(page).getByRole('region');
  await revealAllLeagues(page);
  const studio = await leagues.evaluateAll((sections) => sections.map((s) => s.querySelector('[data-testid="stream-row"]') !== null));
  expect(studio.indexOf(true)).toBeGreaterThan(0);
  expect(studio.slice(studio.indexOf(true)).every(Boolean)).toBe(true);
  // Each commentator's face opens their room.
  await expect(schedule(page).getByRole('link', { name: /^Xem .* cùng / }).first()).toHaveAttribute('href', /^\/truc-tiep\//);

  await expect(dayStrip(page).locator('a[aria-current="date"]')).toHaveAccessibleName(/^Hôm nay/);
  await expect(dayStrip(page).getByRole('link')).toHaveCount(7);

  await dayStrip(page).getByRole('link', { name: /^Ngày mai/ }).click();
  await expect(page).toHaveURL(/\/lich-truc-tiep\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(dayStrip(page).locator('a[aria-current="date"]')).toHaveAccessibleName(/^Ngày mai/);
  // Tomorrow nothing is live yet, and streamed fixtures can be booked.
  await expect(schedule(page).locator('li[data-fixture]').first()).toBeVisible();
  await expect(schedule(page).locator('li[data-live]')).toHaveCount(0);
  await expect(schedule(page).getByRole('button', { name: /^Đặt lịch xem/ }).first()).toBeVisible();

  // One bar of sports: the site's mode bar steps aside, and a sport filter code is the sport's own tab.
  await expect(page.getByRole('navigation', { name: 'Môn thể thao và chuyên mục', includeHidden: true })).toBeHidden();
  await page.goto(`/lich-truc-tiep?date=${new URL(page.url()).searchParams.get('date')}&filter=10`);
  await expect(page).toHaveURL(/\/lich-truc-tiep\/the-thao\/bong-da\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(tabs(page).locator('a[aria-current="page"]')).toHaveText('Bóng đá');
  const headers = schedule(page).getByRole('region').locator('header');
  await expect(headers.first()).toContainText('Bóng đá');
  for (const text of await headers.allTextContents()) expect(text).toContain('Bóng đá');

  await filters(page).getByRole('link', { name: 'Có BLV' }).click();
  await expect(page).toHaveURL(/filter=999/);
  const rows = schedule(page).locator('li[data-fixture]');
  await expect(rows.first()).toBeVisible();
  // The leagues below the first screen are added when asked: count once all are in.
  await revealAllLeagues(page);
  expect(await rows.count()).toBe(await schedule(page).getByRole('list', { name: 'Bình luận viên' }).count());
});

test('the sport tabs filter by live mode and mark the current tab', async ({ page }) => {
  await page.goto('/lich-truc-tiep/tat-ca');
  await tabs(page).getByRole('link', { name: 'Bóng rổ' }).click();
  await expect(page).toHaveURL(/\/lich-truc-tiep\/the-thao\/bong-ro$/);
  await expect(tabs(page).locator('a[aria-current="page"]')).toHaveText('Bóng rổ');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lịch trực tiếp Bóng rổ');
  for (const href of await schedule(page).locator('a[href^="/truc-tiep/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/truc-tiep\/the-thao\/bong-ro\//);
  }
});

test('the spec’s short schedule paths lead to their tab, keeping the day', async ({ page }) => {
  await page.goto('/the-thao/bong-da');
  await expect(page).toHaveURL(/\/lich-truc-tiep\/the-thao\/bong-da$/);
  await page.goto('/en/casino');
  await expect(page).toHaveURL(/\/en\/lich-truc-tiep\/casino$/);
  await expect(tabs(page, 'Schedule by sport').locator('a[aria-current="page"]')).toHaveText('Casino');
});

test('an esports league has its own page; unknown tabs, leagues and days are not found', async ({ page }) => {
  const league = await page.goto('/lich-truc-tiep/esport/lol-vcs');
  expect(league?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('LoL VCS');
  await expect(tabs(page).locator('a[aria-current="page"]')).toHaveText('Esport');

  for (const path of ['/lich-truc-tiep/esport/khong-co', '/lich-truc-tiep/bong-da', '/lich-truc-tiep/tat-ca?date=hom-nay', '/lich-truc-tiep/tat-ca?filter=24']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
  // A day that has left the window is only stale: the schedule opens on today.
  await page.goto('/lich-truc-tiep/tat-ca?date=2020-01-01');
  await expect(page).toHaveURL(/\/lich-truc-tiep\/tat-ca$/);
});

test('a guest on my bookings is invited to log in, without leaving the page', async ({ page }) => {
  await page.goto('/lich-truc-tiep/dat-lich-cua-ban');
  await expect(page.getByText('Đăng nhập để xem lịch đã đặt')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/lich-truc-tiep\/dat-lich-cua-ban$/);
});

test('on a phone the schedule has one bar of sports and rows one line tall, in every language', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const languages = [
    { prefix: '', tabs: 'Lịch theo môn', toggle: 'Có BLV' },
    { prefix: '/en', tabs: 'Schedule by sport', toggle: 'With commentator' },
    { prefix: '/zh', tabs: '按項目查看賽程', toggle: '有主播' },
  ];
  for (const { prefix, tabs: tabsLabel, toggle } of languages) {
    await page.goto(`${prefix}/lich-truc-tiep`);
    await expect(tabs(page, tabsLabel)).toBeVisible();
    await expect(page.locator('[data-mode-bar]')).toBeHidden();
    // The commentator filter sits beside the title, inside the first screen.
    await expect(page.getByRole('link', { name: toggle, exact: true })).toBeInViewport();
    await page.getByRole('link', { name: toggle, exact: true }).click();
    await expect(page).toHaveURL(/filter=999$/);
    await expect(page.getByRole('link', { name: toggle, exact: true })).toHaveAttribute('aria-current', 'true');

    // Tomorrow's rows: kick-off, both sides, faces and the bell on one line, none taller than two names.
    const tomorrow = page.getByRole('navigation', { name: /Chọn ngày|Choose a day|選擇日期/ }).getByRole('link').nth(2);
    await tomorrow.click();
    await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}&filter=999$/);
    const rows = schedule(page).locator('li[data-fixture]');
    await expect(rows.first()).toBeVisible();
    const heights = await rows.evaluateAll((lis) => lis.slice(0, 12).map((li) => li.getBoundingClientRect().height));
    for (const height of heights) expect(height).toBeLessThanOrEqual(72);
  }
});

test('a long day draws its first screen of leagues and the next ones as the viewer scrolls down', async ({ page }) => {
  await page.goto('/lich-truc-tiep/tat-ca');
  const leagues = schedule(page).getByRole('region');
  await expect(leagues.first()).toBeVisible();
  const first = await leagues.count();
  const more = schedule(page).getByRole('button', { name: 'Xem thêm giải đấu' });
  await expect(more).toBeAttached();
  // Nobody scrolled: the list stays as the server drew it.
  await page.waitForTimeout(500);
  expect(await leagues.count()).toBe(first);

  await page.mouse.wheel(0, 10_000);
  await expect.poll(() => leagues.count()).toBeGreaterThan(first);
});
