import { expect, test, type Page } from './support/test';
import { logInThroughDialog } from './support/demo-login';
import { expectNoSidewaysScroll } from './support/overflow';

// A login, several writes and three pages per test: the default 30 s budget is tight on a busy machine.
test.describe.configure({ timeout: 120_000 });

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The newest article's path and headline, from the news list. */
async function newestArticle(page: Page): Promise<{ path: string; headline: string }> {
  await page.goto('/tin-tuc');
  const link = page.getByTestId('article-card').first().locator('h3 a');
  const path = (await link.getAttribute('href')) ?? '';
  const headline = (await link.textContent())?.trim() ?? '';
  expect(path).toMatch(/^\/tin-tuc\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+-\d+$/);
  return { path, headline };
}

async function openComments(page: Page) {
  const section = page.getByTestId('comments');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { name: /Bình luận/ })).toBeVisible();
  return section;
}

for (const size of WIDTHS) {
  test.describe(`comments at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('a member comments, replies and reacts; a guest reads it and is asked to log in to write', async ({ page, browser }) => {
      const { path } = await newestArticle(page);
      await page.goto(path);
      let comments = await openComments(page);

      // A guest who tries to write gets the login form; after logging in the form is there.
      await comments.getByRole('button', { name: 'Đăng nhập để viết bình luận' }).click();
      await logInThroughDialog(page);
      comments = await openComments(page);

      const text = `Bình luận thử ${size.width}-${Date.now()}`;
      await comments.getByLabel('Viết bình luận').fill(text);
      await comments.getByRole('button', { name: 'Gửi' }).click();
      const thread = comments.getByTestId('comment-thread').filter({ hasText: text });
      await expect(thread).toBeVisible();

      // A too long text is refused in place: the button stays off and the form says by how much.
      await comments.getByLabel('Viết bình luận').fill('x'.repeat(1005));
      await expect(comments.getByText('Dài quá 5 ký tự')).toBeVisible();
      await expect(comments.getByRole('button', { name: 'Gửi' })).toBeDisabled();
      await comments.getByLabel('Viết bình luận').fill('');

      await thread.getByRole('button', { name: 'Trả lời' }).first().click();
      const reply = `Trả lời ${size.width}-${Date.now()}`;
      await thread.getByTestId('reply-form').getByRole('textbox').fill(reply);
      await thread.getByTestId('reply-form').getByRole('button', { name: 'Gửi' }).click();
      await expect(thread.getByText(reply)).toBeVisible();

      const top = thread.getByTestId('comment').first();
      await top.getByRole('button', { name: 'Chọn cảm xúc' }).click();
      await top.getByRole('button', { name: 'Thích', exact: true }).click();
      await expect(top.getByRole('button', { name: 'Thích: 1' })).toHaveAttribute('aria-pressed', 'true');
      await expectNoSidewaysScroll(page);

      // Another visitor, not logged in, reads the comment and is asked to log in to write.
      const guestContext = await browser.newContext({ viewport: size });
      const guest = await guestContext.newPage();
      await guest.goto(path);
      const guestComments = await openComments(guest);
      await expect(guestComments.getByText(text)).toBeVisible();
      await guestComments.getByRole('button', { name: 'Đăng nhập để viết bình luận' }).click();
      await expect(guest.getByRole('dialog').getByRole('tabpanel').getByLabel('Tên đăng nhập', { exact: true })).toBeVisible();
      await guestContext.close();
    });
  });
}

test('a member saves an article and finds it in their saved list, which leads back to it', async ({ page }) => {
  const { path, headline } = await newestArticle(page);
  await page.goto(path);
  await page.getByRole('button', { name: 'Lưu bài viết để đọc sau' }).click();
  await logInThroughDialog(page);
  const save = page.getByTestId('save-button');
  // Saved already from an earlier run of this journey: take it off first, so the save is seen.
  if ((await save.getAttribute('aria-pressed')) === 'true') await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/tai-khoan/da-luu');
  const list = page.getByTestId('saved-list');
  const link = list.getByRole('link', { name: headline });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'true');
});

for (const lang of [
  { prefix: '/en', heading: 'Comments', write: 'Log in to write a comment', save: 'Save the article to read later' },
  { prefix: '/zh', heading: '留言', write: '登入以發表留言', save: '收藏文章稍後閱讀' },
] as const) {
  test(`${lang.prefix}: the comments and the save button speak the page's language`, async ({ page }) => {
    const { path } = await newestArticle(page);
    await page.goto(`${lang.prefix}${path}`);
    await expect(page.getByRole('button', { name: lang.save })).toBeVisible();
    const section = page.getByTestId('comments');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { name: new RegExp(`^${lang.heading}`) })).toBeVisible();
    await section.getByRole('button', { name: lang.write }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}
