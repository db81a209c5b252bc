import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from './support/test';
import { expectNoSidewaysScroll } from './support/overflow';
import { logInThroughDialog } from './support/demo-login';

// A login, a tip and a match played out by the feed: well over the default 30 s on a busy machine.
test.describe.configure({ timeout: 150_000 });

const DB_PATH = process.env.E2E_DB_PATH ?? path.join(process.cwd(), 'data', 'e2e.db');
const FOOTBALL = 6;
const HOUR = 3_600_000;

function openDb() {
  const db = new Database(DB_PATH);
  db.pragma('busy_timeout = 5000');
  return db;
}

/**
 * An upcoming football match a few hours away that nobody streams (the feed's demo kick-off only
 * moves streamed ones) and whose fate the provider has not decided, so it is played out.
 */
function pickFixture(): { id: number; home: string } {
  const db = openDb();
  try {
    const row = db
      .prepare(
        `SELECT f.id, h.name AS home FROM fixtures f
         JOIN teams h ON h.id = f.home_team_id
         LEFT JOIN feed_fixtures ff ON ff.fixture_id = f.id
         WHERE f.live_mode_id = ? AND f.schedule_status = 1 AND f.start_time > ? AND ff.fate IS NULL
         ORDER BY (SELECT COUNT(*) FROM live_rooms r WHERE r.fixture_id = f.id), f.start_time LIMIT 1`,
      )
      .get(FOOTBALL, Date.now() + 3 * HOUR) as { id: number; home: string } | undefined;
    if (!row) throw new Error('no upcoming football fixture in the e2e database');
    return row;
  } finally {
    db.close();
  }
}

/** Kick-off moved hours back: the feed's next tick plays the match to its end and settles its tips. */
function moveKickOffIntoThePast(fixtureId: number): void {
  const db = openDb();
  try {
    db.prepare('UPDATE fixtures SET start_time = ? WHERE id = ?').run(Date.now() - 3 * HOUR, fixtureId);
  } finally {
    db.close();
  }
}

async function logIn(page: Page) {
  const dialog = page.getByRole('dialog');
  // The button works once the page has hydrated; until then a click does nothing.
  await expect(async () => {
    await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await logInThroughDialog(page);
}

test('a member writes a tip before kick-off, and it shows won or lost once the feed ends the match', async ({ page }) => {
  const fixture = pickFixture();
  await page.goto(`/tip-keo/tip-cua-toi?fixtureId=${fixture.id}`);
  await expect(page.getByText('Đăng nhập để xem tip của bạn')).toBeVisible();
  await logIn(page);

  const form = page.getByRole('form', { name: 'Viết tip' });
  await expect(form.getByLabel('Trận đấu')).toHaveValue(String(fixture.id));
  await expect(form.getByLabel('Loại kèo')).toHaveValue('1x2');
  const home = form.getByRole('radio', { name: `${fixture.home} thắng` });
  await home.check();
  await form.getByLabel('Nhận định').fill('Chủ nhà thắng bốn trận gần nhất trên sân nhà, hàng công đang rất hay.');
  await form.getByRole('button', { name: 'Đăng tip' }).click();
  await expect(page.getByText('Đã đăng tip')).toBeVisible();

  const mine = page.getByTestId('my-tips').getByTestId('tip-card').filter({ hasText: `${fixture.home} thắng` });
  await expect(mine).toHaveCount(1);
  await expect(mine.locator('[data-result]')).toHaveText('Chờ kết quả');
  // Before kick-off the tip can still be changed.
  await expect(page.getByRole('group', { name: new RegExp(`^${fixture.home} – `) }).getByRole('button', { name: 'Sửa' })).toBeVisible();

  moveKickOffIntoThePast(fixture.id);
  await expect(async () => {
    await page.reload();
    await expect(mine.locator('[data-result]')).toHaveAttribute('data-result', /^(won|lost)$/, { timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await expect(mine.locator('[data-result]')).toHaveText(/^(Thắng|Thua)$/);
  await expect(page.getByTestId('my-win-rate')).toHaveText(/^\d+%$/);
  await expect(page.getByRole('button', { name: 'Sửa' })).toHaveCount(0);
});

test('sport, market, event and detail pages in each language', async ({ page }) => {
  await page.goto('/tip-keo/bong-da');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tip kèo Bóng đá');
  await expect(page.getByRole('heading', { name: 'Cao thủ tip kèo' })).toBeVisible();
  await page.getByRole('link', { name: 'Kèo châu Á' }).click();
  await expect(page).toHaveURL(/\/tip-keo\/bong-da\/keo-chau-a$/);
  const first = page.getByTestId('tip-card').first();
  await expect(first.getByText('Châu Á', { exact: true })).toBeVisible();
  await first.getByRole('link', { name: 'Xem chi tiết tip' }).click();
  await expect(page).toHaveURL(/\/tip-keo\/bong-da\/keo-chau-a\/[a-z0-9-]+-\d+$/);
  await expect(page.getByTestId('tip-detail')).toContainText('Tỷ lệ lúc đưa tip');
  await expect(page.getByTestId('tip-author')).toContainText('Tỷ lệ thắng');
  await expect(page.getByRole('link', { name: 'Trang trận đấu' })).toHaveAttribute('href', /^\/tran-dau\/[a-z0-9-]+-vs-[a-z0-9-]+\/\d+\?leagueId=\d+$/);

  await page.goto('/en/tip-keo/bong-ro/tai-xiu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basketball Over/Under tips');
  await page.goto('/zh/tip-keo/esport/su-kien');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('電競有貼士的賽事');
  await page.getByTestId('tip-events').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/zh\/tip-keo\/esport\/tran-dau\/\d+$/);
  await expect(page.getByTestId('tip-card').first()).toBeVisible();
  await page.getByTestId('tip-card').first().getByRole('link', { name: '查看貼士' }).click();
  await expect(page).toHaveURL(/\/zh\/tip-keo\/chi-tiet\/[a-z0-9-]+-\d+$/);
  await expect(page.getByTestId('tip-detail')).toContainText('當時賠率');
});

test('malformed tip paths are the route-validation 404', async ({ page }) => {
  for (const bad of ['/tip-keo/bong-chuyen', '/tip-keo/bong-da/keo-phat-goc', '/tip-keo/bong-da/tran-dau/abc', '/tip-keo/chi-tiet/khong-co-so', '/tip-keo/esport/tran-dau/0']) {
    const res = await page.goto(`/en${bad}`);
    expect(res?.status(), bad).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Page Not Found: /en${bad}`);
  }
});

test('the tip pages fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const p of ['/tip-keo', '/tip-keo/bong-da/su-kien', '/tip-keo/tip-cua-toi']) {
    await page.goto(p);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, p);
  }
  await page.goto('/tip-keo');
  await page.getByTestId('tip-card').first().getByRole('link', { name: 'Xem chi tiết tip' }).click();
  await expect(page.getByTestId('tip-detail')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
