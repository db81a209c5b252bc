import { expect, test, type Page } from './support/test';
import { expectNoSidewaysScroll } from './support/overflow';

// A login, a save and four pages per test: the default 30 s budget is tight on a busy machine.
test.describe.configure({ timeout: 120_000 });

const LANGUAGES = [
  {
    name: 'vi', prefix: '', title: 'Highlight', username: 'Tên đăng nhập', password: 'Mật khẩu', login: 'Đăng nhập',
    save: 'Lưu clip để xem sau', unsave: 'Bỏ lưu clip', saved: 'Đã lưu', comments: 'Bình luận',
    guestWrite: 'Đăng nhập để viết bình luận', write: 'Viết bình luận', submit: 'Gửi', tooLong: 'Dài quá 5 ký tự',
  },
  {
    name: 'en', prefix: '/en', title: 'Highlights', username: 'Username', password: 'Password', login: 'Log in',
    save: 'Save the clip to watch later', unsave: 'Remove the clip from saved', saved: 'Saved', comments: 'Comments',
    guestWrite: 'Log in to write a comment', write: 'Write a comment', submit: 'Post', tooLong: '5 characters too long',
  },
  {
    name: 'zh', prefix: '/zh', title: '精華', username: '帳號', password: '密碼', login: '登入',
    save: '收藏影片稍後觀看', unsave: '取消收藏影片', saved: '收藏', comments: '留言',
    guestWrite: '登入以發表留言', write: '發表留言', submit: '送出', tooLong: '超出 5 字',
  },
] as const;
type Language = (typeof LANGUAGES)[number];

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

const CLIP_PATH = /\/highlight\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+-\d+$/;

/** Logs the seeded demo member in through the sign-in dialog, whose words are the page's language. */
async function logIn(page: Page, lang: Language): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const form = dialog.getByRole('tabpanel');
  await form.getByLabel(lang.username, { exact: true }).fill('demo');
  await form.getByLabel(lang.password, { exact: true }).fill('demo12345');
  await form.getByRole('button', { name: lang.login, exact: true }).click();
  await expect(dialog).toBeHidden();
}

LANGUAGES.forEach((lang, li) => {
  WIDTHS.forEach((size, wi) => {
    test(`${lang.name} at ${size.width} px: list → clip → save → saved list → clip → back to the list`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(`${lang.prefix}/highlight`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.title);
      await expectNoSidewaysScroll(page);

      // Each run takes its own clip, so one run's save never shows in another's list.
      const link = page.getByTestId('clip-card').nth(li * WIDTHS.length + wi).locator('h3 a');
      const title = ((await link.textContent()) ?? '').trim();
      expect(title.length).toBeGreaterThan(0);
      await link.click();
      await expect(page).toHaveURL(CLIP_PATH);
      const clipUrl = new URL(page.url()).pathname;
      await expect(page.getByTestId('clip-title')).toHaveText(title);

      // A guest pressing save gets the login form; once in, the member saves the clip.
      await page.getByRole('button', { name: lang.save }).click();
      await logIn(page, lang);
      const save = page.getByTestId('save-button');
      if ((await save.getAttribute('aria-pressed')) === 'true') await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'true');
      await expect(save).toHaveAccessibleName(lang.unsave);
      await expectNoSidewaysScroll(page);

      // A forged clip id is refused by the server, and nothing is saved for it.
      const token = (await page.context().cookies()).find((c) => c.name === 'token' || c.name === '__Host-token')?.value;
      expect(token, 'the member session cookie').toBeTruthy();
      const forged = await page.request.post('/other/api/saved/save', { data: { kind: 'clip', id: 2_000_000_000 }, headers: { Authorization: token ?? '' } });
      expect(forged.status()).toBe(404);

      // A too long comment is refused in place, in the page's language, and nothing is sent.
      const comments = page.getByTestId('comments');
      await comments.scrollIntoViewIfNeeded();
      await expect(comments.getByRole('heading', { name: new RegExp(`^${lang.comments}`) })).toBeVisible();
      const box = comments.getByLabel(lang.write, { exact: true });
      await box.fill('x'.repeat(1005));
      await expect(comments.getByText(lang.tooLong)).toBeVisible();
      await expect(comments.getByRole('button', { name: lang.submit, exact: true })).toBeDisabled();
      await box.fill('');

      // The saved clip is on the member's list, in the same language, and leads back to it.
      await page.goto(`${lang.prefix}/tai-khoan/da-luu`);
      const saved = page.getByTestId('saved-list');
      await expect(saved.getByRole('heading', { name: lang.saved, exact: true })).toBeVisible();
      await saved.getByRole('link', { name: title }).first().click();
      await expect(page).toHaveURL(new RegExp(`${clipUrl}$`));
      await expect(page.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'true');

      // Back through the browser's history: the saved list, the clip, then the list it was chosen from.
      await page.goBack();
      await expect(page.getByTestId('saved-list')).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${clipUrl}$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/highlight$`));
      await expect(page.getByTestId('clip-card').nth(li * WIDTHS.length + wi).locator('h3 a')).toHaveText(title);
      await expectNoSidewaysScroll(page);
    });
  });
});

test('a guest pressing save on a clip in English gets the login form, and the server refuses a guest save', async ({ page }) => {
  await page.goto('/en/highlight');
  await page.getByTestId('clip-card').first().locator('h3 a').click();
  await expect(page).toHaveURL(CLIP_PATH);
  await page.getByRole('button', { name: LANGUAGES[1].save }).click();
  await expect(page.getByRole('dialog').getByRole('tabpanel').getByLabel('Username', { exact: true })).toBeVisible();
  const refused = await page.request.post('/other/api/saved/save', { data: { kind: 'clip', id: 1 } });
  expect(refused.status()).toBe(401);
});
