import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext } from './support/test';
import enInfo from '@/messages/en/info.json' with { type: 'json' };
import viInfo from '@/messages/vi/info.json' with { type: 'json' };
import zhInfo from '@/messages/zh/info.json' with { type: 'json' };
import viCommunity from '@/messages/vi/community.json' with { type: 'json' };

// Several pages and sign-ups per test: the default 30 s budget is tight on a busy machine.
test.describe.configure({ timeout: 120_000 });

interface Session {
  token: string;
  user: { userId: number };
}

/** A browser of its own for a fresh member, signed up through the API (the cookies land in the context). */
async function memberContext(browser: Browser, prefix: string, viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; session: Session; displayName: string }> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const displayName = `Thành viên ${suffix.slice(-5)}`;
  const response = await context.request.post('/live/api/user/register', { data: { username: `${prefix}_${suffix}`, password: 'mat-khau-e2e', displayName } });
  expect(response.status()).toBe(200);
  const session = ((await response.json()) as { data: Session }).data;
  return { context, session, displayName };
}

const PAGES = [
  ['/ve-chung-toi', 'about'],
  ['/dieu-kien-dieu-khoan', 'terms'],
  ['/thong-tin', 'info'],
  ['/menu', 'menu'],
  ['/nhat-ky-thay-doi', 'changeLog'],
  ['/change-log', 'changeLog'],
] as const;
const LOCALES = [
  ['', viInfo],
  ['/en', enInfo],
  ['/zh', zhInfo],
] as const;

test('the information pages and the change log render in Vietnamese, English and Chinese', async ({ page }) => {
  for (const [prefix, messages] of LOCALES) {
    for (const [path, key] of PAGES) {
      const response = await page.goto(`${prefix}${path}`);
      expect(response?.status(), `${prefix}${path}`).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[key].title);
    }
    // The change log lists its releases with their kinds in the page's language.
    await expect(page.getByTestId('change-log').getByText(messages.changeLog.kind.new).first()).toBeVisible();
  }
  // The full menu carries every group, and the footer links to the pages users look for (back in
  // Vietnamese: the language chosen last is remembered in a cookie).
  await page.context().clearCookies();
  await page.goto('/menu');
  const menu = page.getByTestId('full-menu');
  await expect(menu.getByRole('link', { name: 'Khuyến mãi', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: viInfo.menu.memberLinks.friends, exact: true })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const name of ['Về chúng tôi', 'Điều khoản', 'Nhật ký thay đổi', 'Ứng tuyển BLV', 'Khuyến mãi']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('a guest gets the not-found page for an unknown promotion and a login prompt on member pages', async ({ page }) => {
  const response = await page.goto('/khuyen-mai/khong-co-chuong-trinh-nay');
  expect(response?.status()).toBe(404);

  await page.goto('/bang-ton/ban-be');
  await expect(page.getByText(viCommunity.friends.guestTitle)).toBeVisible();
  await page.goto('/ung-tuyen-binh-luan-vien');
  await expect(page.getByText(viCommunity.apply.guestTitle)).toBeVisible();
  await expect(page.getByTestId('application-form')).toHaveCount(0);
  await page.goto('/khuyen-mai');
  await page.getByTestId('promotions').locator('article').filter({ has: page.locator('[data-status="running"]') }).first().getByRole('link').click();
  await expect(page.getByTestId('claim-button')).toHaveText(viCommunity.promotions.claimLogin);
  await page.getByTestId('claim-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

const DB_PATH = process.env.E2E_DB_PATH ?? path.join(process.cwd(), 'data', 'e2e.db');
const STAFF = { username: 'admin', password: 'duyet-ho-so-e2e' } as const;

/** Seeded staff have no usable password: the operator gives one with `npm run user:password`, as the README says. */
function giveStaffAPassword(): void {
  execFileSync(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['scripts/set-password.ts', STAFF.username], {
    env: { ...process.env, SQLITE_PATH: DB_PATH, DATABASE_URL: '', NEW_PASSWORD: STAFF.password, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

test('a member applies to be a commentator, staff approve, and the member sees the approval', async ({ browser }) => {
  const { context, displayName } = await memberContext(browser, 'blv');
  const staff = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/ung-tuyen-binh-luan-vien');
    const form = page.getByTestId('application-form');
    // A bad link is refused in the browser, naming the field.
    await form.getByLabel(viCommunity.apply.experience).fill('Hai năm bình luận bóng đá phong trào và Esport trên kênh cá nhân.');
    await form.getByRole('checkbox', { name: 'Bóng đá' }).check({ force: true });
    await form.getByRole('checkbox', { name: 'Tiếng Việt' }).check({ force: true });
    await form.getByLabel(viCommunity.apply.sampleUrl).fill('javascript:alert(1)');
    await form.getByLabel(viCommunity.apply.contact).fill('blv@example.com');
    await form.getByRole('button', { name: viCommunity.apply.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(viCommunity.apply.errors.sampleUrl);

    await form.getByLabel(viCommunity.apply.sampleUrl).fill('https://example.com/binh-luan-mau');
    await form.getByRole('button', { name: viCommunity.apply.submit }).click();
    const status = page.getByTestId('application-status');
    await expect(status).toContainText(viCommunity.apply.status.pending);
    await expect(form).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('application-status')).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('application-form')).toHaveCount(0);

    giveStaffAPassword();
    expect((await staff.request.post('/live/api/user/login', { data: STAFF })).status()).toBe(200);
    const staffPage = await staff.newPage();
    await staffPage.goto('/ung-tuyen-binh-luan-vien');
    const item = staffPage.getByTestId('application-review').getByRole('listitem').filter({ hasText: displayName });
    await item.getByRole('button', { name: viCommunity.apply.approve }).click();
    await expect(item).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('application-status')).toHaveAttribute('data-status', 'approved');
    await expect(page.getByTestId('application-status')).toContainText(viCommunity.apply.statusText.approved);
  } finally {
    await context.close();
    await staff.close();
  }
});

test('a member claims a running promotion once', async ({ browser }) => {
  const { context } = await memberContext(browser, 'km');
  try {
    const page = await context.newPage();
    await page.goto('/khuyen-mai');
    const running = page.getByTestId('promotions').locator('article').filter({ has: page.locator('[data-status="running"]') }).first();
    await running.getByRole('link').click();
    await expect(page).toHaveURL(/\/khuyen-mai\/[a-z0-9-]+$/);
    const claim = page.getByTestId('claim-button');
    await expect(claim).toHaveText(viCommunity.promotions.claim);
    await expect(claim).toBeEnabled();
    await claim.click();
    await expect(claim).toHaveText(viCommunity.promotions.claimed);
    await expect(claim).toBeDisabled();

    await page.reload();
    await expect(page.getByTestId('claim-button')).toHaveText(viCommunity.promotions.claimed);
    await expect(page.getByTestId('claim-button')).toBeDisabled();
  } finally {
    await context.close();
  }
});

test('a member accepts a friend request on the friends page', async ({ browser }) => {
  const me = await memberContext(browser, 'ban');
  const other = await memberContext(browser, 'moi');
  try {
    const sent = await other.context.request.post('/live/api/user/friend/send-request', {
      data: { toUserId: me.session.user.userId },
      headers: { authorization: `Bearer ${other.session.token}` },
    });
    expect(sent.status()).toBe(200);
    const page = await me.context.newPage();
    await page.goto('/bang-ton/ban-be');
    const incoming = page.getByTestId('friend-incoming');
    await expect(incoming).toContainText(other.displayName);
    await incoming.getByRole('button', { name: viCommunity.friends.accept }).click();
    await expect(page.getByTestId('friend-list')).toContainText(other.displayName);
    await expect(incoming).toContainText(viCommunity.friends.noIncoming);

    await page.reload();
    await expect(page.getByTestId('friend-list')).toContainText(other.displayName);
  } finally {
    await me.context.close();
    await other.context.close();
  }
});

test('the community pages fit a 360 px phone', async ({ browser }) => {
  const { context } = await memberContext(browser, 'phone', { width: 360, height: 760 });
  try {
    const page = await context.newPage();
    for (const path of ['/ve-chung-toi', '/dieu-kien-dieu-khoan', '/thong-tin', '/menu', '/nhat-ky-thay-doi', '/khuyen-mai', '/ung-tuyen-binh-luan-vien', '/bang-ton/ban-be', '/bang-ton', '/bang-ton/nhom', '/bang-ton/su-kien', '/bang-ton/cong-dong']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page's own content: nothing in it reaches past the right edge of the screen.
      const past = await page.evaluate(() =>
        [...document.querySelectorAll('#main *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5).map((e) => e.tagName),
      );
      expect(past, path).toEqual([]);
    }
    // The bottom bar's menu button leads to the full menu.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Điều hướng nhanh' }).getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByTestId('full-menu')).toBeVisible();
  } finally {
    await context.close();
  }
});
