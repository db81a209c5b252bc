import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './support/test';
import viCommunity from '@/messages/vi/community.json' with { type: 'json' };

test.describe.configure({ timeout: 120_000 });

const DB_PATH = process.env.E2E_DB_PATH ?? path.join(process.cwd(), 'data', 'e2e.db');
const MODERATOR = { username: 'kiemduyet', password: 'Nhat-ky-kiem-duyet-2026!' } as const;

/** Seeded staff have no usable password: the operator gives one with `npm run user:password`. */
function giveModeratorAPassword(): void {
  execFileSync(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['scripts/set-password.ts', MODERATOR.username], {
    env: { ...process.env, SQLITE_PATH: DB_PATH, DATABASE_URL: '', NEW_PASSWORD: MODERATOR.password, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

test('staff read what was moderated on the moderation log, chat and comments alike; a member is told it is for staff', async ({ browser }) => {
  const staff = await browser.newContext();
  const member = await browser.newContext();
  try {
    giveModeratorAPassword();
    const login = await staff.request.post('/live/api/user/login', { data: MODERATOR });
    expect(login.status()).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const auth = { authorization: `Bearer ${token}` };
    const articles = (await (await staff.request.get('/other/api/news/list?pageSize=1')).json()) as { data: { items: { id: number }[] } };
    const articleId = articles.data.items[0]?.id ?? 0;
    const posted = await staff.request.post('/other/api/comments/post', { data: { kind: 'article', itemId: articleId, body: 'Bình luận để thử ẩn rồi hiện lại' }, headers: auth });
    expect(posted.status()).toBe(200);
    const commentId = ((await posted.json()) as { data: { id: number } }).data.id;
    for (const action of ['hide', 'unhide']) {
      expect((await staff.request.post('/other/api/comments/moderate', { data: { id: commentId, action }, headers: auth })).status()).toBe(200);
    }
    const slow = await staff.request.post('/live/api/chat/moderation/slow-mode', { data: { groupId: 30, seconds: 10 }, headers: auth });
    expect(slow.status()).toBe(200);
    await staff.request.post('/live/api/chat/moderation/slow-mode', { data: { groupId: 30, seconds: 0 }, headers: auth });

    const page = await staff.newPage();
    // Staff who review land on the queue; the log is the second tab.
    await page.goto('/kiem-duyet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(viCommunity.reviewQueue.title);
    await page.getByRole('link', { name: viCommunity.reviewQueue.tabLog }).click();
    await expect(page).toHaveURL(/\/kiem-duyet\?tab=log$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(viCommunity.moderationLog.title);
    const rows = page.getByTestId('moderation-log').getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows.first()).toContainText(viCommunity.moderationLog.actions['slow-mode']);
    await expect(rows.first()).toContainText(viCommunity.moderationLog.slowModeOff);
    await expect(rows.nth(1)).toContainText('10');
    await expect(rows.first()).toContainText('Kiểm duyệt viên');
    await expect(rows.nth(2)).toContainText(viCommunity.moderationLog.actions['comment-unhide']);
    await expect(rows.nth(3)).toContainText(viCommunity.moderationLog.actions['comment-hide']);
    await expect(rows.nth(3)).toContainText(`#${commentId}`);

    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const signUp = await member.request.post('/live/api/user/register', { data: { username: `log_${suffix}`, password: `Khong-phai-nhan-vien-${suffix}!`, displayName: `Khán giả ${suffix.slice(-4)}` } });
    expect(signUp.status()).toBe(200);
    const theirs = await member.newPage();
    await theirs.goto('/kiem-duyet');
    await expect(theirs.getByText(viCommunity.moderationLog.forbiddenTitle)).toBeVisible();
    await expect(theirs.getByTestId('moderation-log')).toHaveCount(0);
  } finally {
    await staff.close();
    await member.close();
  }
});

test('a guest is asked to log in on the moderation log', async ({ page }) => {
  await page.goto('/kiem-duyet');
  await expect(page.getByText(viCommunity.moderationLog.guestTitle)).toBeVisible();
});
