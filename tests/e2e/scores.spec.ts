import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSidewaysScroll } from './support/overflow';
import type { OddsBoard } from '@/lib/contract/football-scores';
import { firstRoomPath } from '@/lib/domain/room-url';
import { logInThroughDialog } from './support/demo-login';

// Several pages per test: the default 30 s budget is tight on a busy machine.
test.describe.configure({ timeout: 90_000 });

const dayStrip = (page: Page, name: string) => page.getByRole('navigation', { name });
const leagues = (page: Page) => page.getByTestId('league-list');
const MATCH_HREF = /\/tran-dau\/[a-z0-9-]+-vs-[a-z0-9-]+\/\d+\?leagueId=\d+$/;

test('results show day tabs and yesterday’s finished matches with scores and links', async ({ page }) => {
  expect((await page.goto('/ket-qua/bong-da'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kết quả bóng đá');
  const days = dayStrip(page, 'Chọn ngày');
  // Five days back to tomorrow.
  await expect(days.getByRole('link')).toHaveCount(7);
  await expect(days.locator('a[aria-current="date"]')).toHaveAccessibleName(/^Hôm nay/);

  await days.getByRole('link', { name: /^Hôm qua/ }).click();
  await expect(page).toHaveURL(/\/ket-qua\/bong-da\?date=\d{4}-\d{2}-\d{2}$/);
  const finished = leagues(page).locator('li[data-fixture]').filter({ has: page.locator('[data-status="ft"]') }).first();
  await expect(finished).toBeVisible();
  await expect(finished.locator('[data-status="ft"]')).toHaveText('KT');
  await expect(finished.getByTestId('goals')).toHaveCount(2);
  await expect(finished.getByTestId('goals').first()).toHaveText(/^\d+$/);
  await expect(finished.getByTestId('match-link')).toHaveAttribute('href', MATCH_HREF);
  await expect(finished.getByTestId('match-link')).toHaveAccessibleName(/^Chi tiết trận .+ – .+$/);
  await expect(finished.locator('a[href^="/doi-bong/"]')).toHaveCount(2);
  await expect(leagues(page).getByRole('region').first().getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/giai-dau\/[a-z0-9-]+\/\d+$/);
});

test('a malformed day is a 404 and a day out of range goes back to today', async ({ page }) => {
  expect((await page.goto('/ket-qua/bong-da?date=2026-13-45'))?.status()).toBe(404);
  await page.goto('/ket-qua/bong-da?date=2001-01-01');
  await expect(page).toHaveURL(/\/ket-qua\/bong-da$/);
});

test('fixtures in English run from yesterday to five days ahead, with no room to watch before kick-off', async ({ page }) => {
  expect((await page.goto('/en/lich-thi-dau/bong-da'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football fixtures');
  const days = dayStrip(page, 'Choose a day');
  await expect(days.getByRole('link')).toHaveCount(7);
  await days.getByRole('link', { name: /^Tomorrow/ }).click();
  await expect(page).toHaveURL(/\/en\/lich-thi-dau\/bong-da\?date=/);
  const rows = leagues(page).locator('li[data-fixture]');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().getByTestId('match-link')).toHaveAttribute('href', /^\/en\/tran-dau\//);
  // Tomorrow's matches offer their page (and booking on the schedule), not a room: nothing is on air yet.
  await expect(leagues(page).getByRole('link', { name: /^Watch .+ live$/ })).toHaveCount(0);
});

test('the odds page in Chinese shows movement arrows, a chart per match and the information-only note', async ({ page }) => {
  expect((await page.goto('/zh/ty-le-keo/bong-da'))?.status()).toBe(200);
  await expect(page.getByRole('note')).toContainText('僅供參考');
  const board = page.getByTestId('odds-board');
  await expect(board).toBeVisible();
  // Prices that moved since opening carry an arrow and say so. History goes back a day before kick-off,
  // so late in the evening today's matches may be over and tomorrow's are the ones that moved.
  // The feed writes the history on its first tick after start, so a fresh server may need a moment.
  const moved = board.locator('[data-movement="up"], [data-movement="down"]');
  const tomorrow = await dayStrip(page, '選擇日期').getByRole('link').nth(2).getAttribute('href');
  await expect
    .poll(async () => {
      for (const url of ['/zh/ty-le-keo/bong-da', tomorrow ?? '']) {
        await page.goto(url);
        if ((await moved.count()) > 0) return true;
      }
      return false;
    }, { timeout: 30_000 })
    .toBe(true);
  await expect(moved.first()).toBeVisible();
  await expect(moved.first()).toHaveAttribute('aria-label', /^賠率 [\d.]+，由 [\d.]+ (上升|下降)$/);
  const chart = board.getByTestId('odds-chart').first().getByRole('img');
  await expect(chart).toHaveAccessibleName(/1X2 賠率走勢/);
  expect(await chart.locator('path').count()).toBe(3);

  const books = page.getByRole('navigation', { name: '選擇公司' });
  await books.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/bm=2/);
  await expect(books.locator('a[aria-current="true"]')).toHaveText('Lotus Line');
  // Information only: every link on the board stays on the site.
  for (const href of await board.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) expect(href).toMatch(/^\//);
});

/** A streamed football match of today or tomorrow whose prices have moved since opening. */
async function movedRoom(request: APIRequestContext): Promise<string | null> {
  for (const offset of [0, 1]) {
    const date = new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await request.get(`/live/api/football/odds?date=${date}&timezone=Asia/Ho_Chi_Minh`);
    const board = ((await res.json()) as { data: OddsBoard }).data;
    const hit = board.matches.find((m) => m.match.roomId !== null && !m.suspended && m.bookmakers.some((b) => b.movement.home !== 'steady' || b.movement.away !== 'steady'));
    if (hit) return firstRoomPath(hit.match);
  }
  return null;
}

test('the live room’s odds tab marks prices that moved', async ({ page, request }) => {
  await page.route('**/streams/**', (route) => route.abort());
  let path: string | null = null;
  await expect.poll(async () => (path = await movedRoom(request)), { timeout: 30_000 }).not.toBeNull();
  await page.goto(`${path}?tab=odds`);
  const table = page.getByRole('table');
  await expect(table.locator('[data-movement="up"], [data-movement="down"]').first()).toBeVisible();
  await expect(table.locator('[data-movement="up"], [data-movement="down"]').first()).toHaveAttribute('aria-label', /^Giá [\d,]+, (tăng|giảm) từ [\d,]+$/);
});

test('a member’s favourite team is starred on the results and the live schedule', async ({ page, context }) => {
  await page.goto('/ket-qua/bong-da');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Đăng nhập' }).click();
  await logInThroughDialog(page);

  await dayStrip(page, 'Chọn ngày').getByRole('link', { name: /^Hôm qua/ }).click();
  await expect(page).toHaveURL(/date=/);
  const row = leagues(page).locator('li[data-fixture]').first();
  const fixture = await row.getAttribute('data-fixture');
  const teamHref = (await row.locator('a[href^="/doi-bong/"]').first().getAttribute('href')) ?? '';
  const teamId = Number(/\/(\d+)$/.exec(teamHref)?.[1]);
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value ?? '';
  const added = await page.request.post('/live/api/user/favourite-team/add', { data: { teamId }, headers: { authorization: `Bearer ${token}` } });
  expect(added.status()).toBe(200);
  try {
    await expectStarred(page, fixture ?? '');
  } finally {
    // Other suites log the same member in and count their favourites.
    await page.request.post('/live/api/user/favourite-team/remove', { data: { teamId }, headers: { authorization: `Bearer ${token}` } });
  }
});

/** The fixture, a match of the member's favourite team, is starred on its day's results and live schedule. */
async function expectStarred(page: Page, fixture: string): Promise<void> {
  await page.reload();
  const starred = leagues(page).locator(`li[data-fixture="${fixture}"]`);
  // The page is shared by everyone; the browser marks the member's own favourites.
  await expect(starred.getByRole('img', { name: 'Trận của đội bóng yêu thích' })).toBeVisible();

  const date = new URL(page.url()).searchParams.get('date');
  await page.goto(`/lich-truc-tiep/the-thao/bong-da?date=${date}`);
  const scheduled = page.getByTestId('schedule-list').locator(`li[data-fixture="${fixture}"]`);
  // A busy day shows its first leagues; the match's league may be further down the list.
  const more = page.getByRole('button', { name: 'Xem thêm giải đấu' });
  await expect.poll(async () => {
    if ((await scheduled.count()) > 0) return true;
    if (await more.isVisible()) await more.click();
    return false;
  }).toBe(true);
  await expect(scheduled).toHaveAttribute('data-favourite', 'true');
}

test('the match information hub links to the football pages and leagues', async ({ page }) => {
  expect((await page.goto('/thong-tin-tran-dau'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thông tin trận đấu');
  const links = page.getByRole('region', { name: 'Lối tắt' });
  for (const href of ['/ket-qua/bong-da', '/lich-thi-dau/bong-da', '/ty-le-keo/bong-da', '/so-sanh/cau-thu', '/so-sanh/doi-bong', '/doi-bong-yeu-thich']) {
    await expect(links.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(page.getByRole('region', { name: 'Giải đấu' }).locator('a[href^="/giai-dau/"]').first()).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('results and odds fit the screen', async ({ page }) => {
    for (const path of ['/ket-qua/bong-da', '/ty-le-keo/bong-da']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
    // A match's markets fold into one row on a phone, with the 1X2 prices in it, and open on a tap.
    const markets = page.getByTestId('odds-markets').first();
    const table = markets.locator('table').first();
    await expect(markets.locator('summary')).toBeVisible();
    await expect(table).toBeHidden();
    const folded = (await markets.boundingBox())?.height ?? 0;
    expect(folded).toBeLessThan(60);
    await markets.locator('summary').click();
    await expect(table).toBeVisible();
    await expectNoSidewaysScroll(page, 'odds, opened');
  });
});

test('the bare results, fixtures and odds addresses lead to football’s, keeping the day and language', async ({ page }) => {
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
  await page.goto('/ket-qua');
  await expect(page).toHaveURL(/\/ket-qua\/bong-da$/);
  await page.goto(`/en/lich-thi-dau?date=${tomorrow}`);
  await expect(page).toHaveURL(new RegExp(`/en/lich-thi-dau/bong-da\\?date=${tomorrow}$`));
  await page.goto('/zh/ty-le-keo');
  await expect(page).toHaveURL(/\/zh\/ty-le-keo\/bong-da$/);
});
