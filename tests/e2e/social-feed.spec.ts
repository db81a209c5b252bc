import sharp from 'sharp';
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { sidewaysOverflow } from './support/overflow';
import viFeed from '@/messages/vi/feed.json' with { type: 'json' };
import enFeed from '@/messages/en/feed.json' with { type: 'json' };
import zhFeed from '@/messages/zh/feed.json' with { type: 'json' };

// Two members, several pages and uploads per test: the default 30 s budget is tight on a busy machine.
test.describe.configure({ timeout: 120_000 });

interface Member {
  context: BrowserContext;
  userId: number;
  token: string;
  displayName: string;
}

const say = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** A member signed up through the API in a browser of their own. */
async function signUp(browser: Browser, prefix: string, viewport?: { width: number; height: number }): Promise<Member> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const displayName = `Cổ động viên ${suffix.slice(-5)}`;
  const res = await context.request.post('/live/api/user/register', { data: { username: `${prefix}_${suffix}`, password: `Khong-ai-doan-duoc-${suffix}!`, displayName } });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = ((await res.json()) as { data: { token: string; user: { userId: number } } }).data;
  return { context, userId: user.userId, token, displayName };
}

async function befriend(a: Member, b: Member): Promise<void> {
  for (const [from, to] of [[a, b], [b, a]] as const) {
    const res = await from.context.request.post('/live/api/user/friend/send-request', { data: { toUserId: to.userId }, headers: { authorization: `Bearer ${from.token}` } });
    expect(res.status()).toBe(200);
  }
}

async function api<T>(m: Member, path: string, data: unknown): Promise<T> {
  const res = await m.context.request.post(path, { data, headers: { authorization: `Bearer ${m.token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A picture as a phone would send it: a PNG of one colour. */
const picture = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 420, channels: 3, background: colour } }).png().toBuffer(),
});

const postWith = (page: Page, text: string) => page.getByTestId('post').filter({ hasText: text });

async function openFeed(page: Page, path = '/bang-ton'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a member posts pictures and a poll; a friend sees it arrive without reloading, reacts and comments', async ({ browser }) => {
  const [author, friend] = [await signUp(browser, 'dangbai'), await signUp(browser, 'banbe')];
  try {
    await befriend(author, friend);
    const friendPage = await friend.context.newPage();
    await openFeed(friendPage);
    // The pill listens on the site's socket: give it a moment to subscribe before the post goes out.
    await friendPage.waitForLoadState('networkidle');

    const page = await author.context.newPage();
    await openFeed(page);
    const composer = page.getByTestId('composer');
    const text = `Đội hình ra sân tối nay quá chuẩn #DerbyThuDo ${Date.now().toString(36)}`;
    await composer.getByRole('textbox', { name: viFeed.composer.label }).fill(text);
    await composer.getByTestId('composer-files').setInputFiles([await picture('doi-hinh.png', '#b91c1c'), await picture('khan-dai.png', '#1d4ed8')]);
    const pictures = composer.getByTestId('composer-pictures');
    await expect(pictures.getByRole('listitem')).toHaveCount(2);
    await expect(pictures.getByRole('status')).toHaveCount(0);
    await pictures.getByRole('textbox', { name: say(viFeed.composer.pictures.alt, { n: 2 }) }).fill('Khán đài phủ kín màu xanh');
    await composer.getByRole('button', { name: viFeed.composer.addPoll }).click();
    const poll = composer.getByTestId('poll-builder');
    await poll.getByRole('textbox').nth(1).fill('Chủ nhà thắng');
    await poll.getByRole('textbox').nth(2).fill('Hòa');
    await composer.getByTestId('composer-submit').click();

    const mine = postWith(page, text);
    await expect(mine).toBeVisible();
    await expect(mine.locator('img[src*="/media/uploads/posts/"]')).toHaveCount(2);
    await expect(mine.getByText('Chủ nhà thắng')).toBeVisible();

    // The friend's feed says a post arrived, without a reload; the pill brings it in.
    const pill = friendPage.getByTestId('new-posts-pill');
    await expect(pill).toBeVisible({ timeout: 15_000 });
    await pill.click();
    const seen = postWith(friendPage, text);
    await expect(seen).toBeVisible();
    await expect(seen.locator('img[src*="/media/uploads/posts/"]')).toHaveCount(2);
    // The description the author wrote names the second picture, and is read in its place in the viewer.
    const described = say(viFeed.images.described, { which: say(viFeed.images.open, { n: 2, total: 2 }), alt: 'Khán đài phủ kín màu xanh' });
    await seen.getByRole('button', { name: described }).click();
    await expect(friendPage.getByTestId('image-viewer').getByRole('img', { name: 'Khán đài phủ kín màu xanh' })).toBeVisible();
    await friendPage.keyboard.press('Escape');

    // A reaction, then a comment in the shared comments.
    const reactions = seen.getByRole('group', { name: viFeed.reactions.label });
    await reactions.getByRole('button', { name: viFeed.reactions.pick }).click();
    await friendPage.getByRole('button', { name: viFeed.reactions.like, exact: true }).click();
    await expect(reactions.getByRole('button', { name: say(viFeed.reactions.count, { reaction: viFeed.reactions.like, count: 1 }) })).toBeVisible();
    await seen.getByRole('button', { name: /^Bình luận/ }).click();
    const comments = seen.getByRole('region', { name: say(viFeed.post.commentsOf, { name: author.displayName }) });
    await comments.getByLabel('Viết bình luận').fill('Chuẩn không cần chỉnh!');
    await comments.getByRole('button', { name: 'Gửi' }).click();
    await expect(comments.getByText('Chuẩn không cần chỉnh!')).toBeVisible();

    // The author finds both on their post.
    await page.reload();
    const after = postWith(page, text);
    await expect(after.getByRole('group', { name: viFeed.reactions.label }).getByRole('button', { name: say(viFeed.reactions.count, { reaction: viFeed.reactions.like, count: 1 }) })).toBeVisible();
    await expect(after.getByRole('button', { name: 'Bình luận 1', exact: true })).toBeVisible();
  } finally {
    await author.context.close();
    await friend.context.close();
  }
});

test('betting spam is held for review: its author sees it marked, a friend does not see it', async ({ browser }) => {
  const [spammer, friend] = [await signUp(browser, 'rao'), await signUp(browser, 'xem')];
  try {
    await befriend(spammer, friend);
    const page = await spammer.context.newPage();
    await openFeed(page);
    const spam = `Nhận soi kèo miễn phí tỉ lệ thắng 99%, lh zalo 0912 345 678 nhận quà 500k ${Date.now().toString(36)}`;
    await page.getByTestId('composer').getByRole('textbox', { name: viFeed.composer.label }).fill(spam);
    await page.getByTestId('composer-submit').click();
    await expect(page.getByText(viFeed.composer.held)).toBeVisible();
    await expect(postWith(page, spam).getByTestId('post-held')).toHaveText(viFeed.post.held);

    const friendPage = await friend.context.newPage();
    await openFeed(friendPage, '/bang-ton?sort=newest');
    await expect(friendPage.getByTestId('post').first()).toBeVisible();
    await expect(postWith(friendPage, spam)).toHaveCount(0);
  } finally {
    await spammer.context.close();
    await friend.context.close();
  }
});

test('a private group’s post stays hidden from a non-member in the feed, the search and the author’s profile', async ({ browser }) => {
  const [author, outsider] = [await signUp(browser, 'nhomkin'), await signUp(browser, 'nguoingoai')];
  try {
    await befriend(author, outsider);
    const group = await api<{ id: number }>(author, '/other/api/groups/create', { name: `Phòng chiến thuật ${Date.now().toString(36)}`, privacy: 'private' });
    const word = `bimatdoihinh${Date.now().toString(36)}`;
    await api(author, '/other/api/feed/create', { body: `Đội hình kín cho trận tới ${word}`, groupId: group.id });
    await api(author, '/other/api/feed/create', { body: `Bài công khai ${word}` });

    const page = await outsider.context.newPage();
    await openFeed(page, '/bang-ton?sort=newest');
    await expect(postWith(page, `Bài công khai ${word}`)).toBeVisible();
    await expect(postWith(page, 'Đội hình kín')).toHaveCount(0);

    await page.goto(`/tim-kiem?q=${word}`);
    await expect(page.getByText(`Bài công khai ${word}`).first()).toBeVisible();
    await expect(page.getByText('Đội hình kín')).toHaveCount(0);

    await openFeed(page, `/bang-ton/trang-ca-nhan/${author.userId}`);
    await expect(postWith(page, `Bài công khai ${word}`)).toBeVisible();
    await expect(postWith(page, 'Đội hình kín')).toHaveCount(0);

    // The author, a member, sees it on the same profile.
    const own = await author.context.newPage();
    await openFeed(own, `/bang-ton/trang-ca-nhan/${author.userId}`);
    await expect(postWith(own, 'Đội hình kín')).toBeVisible();
  } finally {
    await author.context.close();
    await outsider.context.close();
  }
});

test('a guest who tries to post gets the login form', async ({ page }) => {
  await openFeed(page);
  await page.getByTestId('composer-guest').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the feed reads in Vietnamese, English and Chinese, with seeded posts and pictures, and fits a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  try {
    for (const [prefix, messages] of [['', viFeed], ['/en', enFeed], ['/zh', zhFeed]] as const) {
      await page.goto(`${prefix}/bang-ton`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.title);
      await expect(page.getByTestId('post').first()).toBeVisible();
      await expect(page.locator('[data-testid="post"] img[src*="/media/uploads/posts/"]').first()).toBeVisible();
      expect((await sidewaysOverflow(page)).overflow).toBe(0);
    }
  } finally {
    await context.close();
  }
});
