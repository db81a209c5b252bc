import type http from 'node:http';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from './support/test';
import { postPath, profilePath } from '@/lib/domain/feed';
import { pageCacheKey } from '@/server/http/page-cache';
import enFeed from '@/messages/en/feed.json' with { type: 'json' };

/**
 * The feed, a post and a member's profile are drawn for members as one shell that every member is
 * answered with, and each member's browser fills in their own view. That is safe only while the shell
 * carries nothing of the member whose request drew it: here one member's hidden post must be absent
 * from the shell, the shell must be the same for another member, and each browser must still show its
 * member's own view.
 */

test.describe.configure({ timeout: 90_000 });

interface Member {
  context: BrowserContext;
  request: APIRequestContext;
  userId: number;
  authorization: string;
}

async function signUp(browser: Browser, prefix: string): Promise<Member> {
  const context = await browser.newContext();
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const res = await context.request.post('/live/api/user/register', {
    data: { username: `${prefix}_${suffix}`, password: `Khong-ai-doan-duoc-${suffix}!`, displayName: `Khán giả ${suffix.slice(-5)}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = ((await res.json()) as { data: { token: string; user: { userId: number } } }).data;
  return { context, request: context.request, userId: user.userId, authorization: `Bearer ${token}` };
}

/** What differs between two renders of one page whoever asks: the render's clock and the script nonce. */
const normalise = (html: string) => {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  return (nonce ? html.replaceAll(nonce, 'N') : html).replace(/\d{13}/g, 'T');
};

const memberKey = (path: string, token: string) => pageCacheKey({ method: 'GET', url: path, headers: { cookie: `token=${token}` } } as http.IncomingMessage);

test('members get one shell of the feed, a post and a profile, and each browser fills in its own view', async ({ browser }) => {
  const [author, other] = [await signUp(browser, 'vo'), await signUp(browser, 'khach')];
  try {
    const secret = `Chỉ mình tôi biết đội hình ${Date.now().toString(36)}`;
    const created = await author.request.post('/other/api/feed/create', { data: { body: secret, audience: 'onlyMe' }, headers: { authorization: author.authorization } });
    expect(created.status(), await created.text()).toBe(200);
    const postId = ((await created.json()) as { data: { id: number } }).data.id;

    const paths = ['/bang-ton', postPath(postId), profilePath(author.userId), `/en${profilePath(author.userId)}`];
    for (const path of paths) {
      expect(memberKey(path, 'a'), `${path} has one key for every member`).toBe(memberKey(path, 'b'));
      await expect(async () => {
        const [mine, theirs] = await Promise.all([author.request.get(path), other.request.get(path)]);
        expect(mine.status(), path).toBe(200);
        const html = await mine.text();
        expect(html, `${path} carries none of its member's posts`).not.toContain(secret);
        expect(normalise(await theirs.text()), path).toBe(normalise(html));
      }).toPass({ timeout: 20_000 });
    }

    // The author's browser reads the post as theirs; the other member's finds it gone.
    const mine = await author.context.newPage();
    await mine.goto(postPath(postId));
    await expect(mine.getByTestId('post').filter({ hasText: secret })).toBeVisible();
    await mine.goto(profilePath(author.userId));
    await expect(mine.getByTestId('post').filter({ hasText: secret })).toBeVisible();
    const theirs = await other.context.newPage();
    await theirs.goto(`/en${postPath(postId)}`);
    await expect(theirs.getByText(enFeed.postPage.goneTitle)).toBeVisible();
    await expect(theirs.getByText(secret)).toHaveCount(0);

    // An id that is no id is the 404 for members too.
    expect((await other.request.get('/bang-ton/bai-viet/0')).status()).toBe(404);
  } finally {
    await author.context.close();
    await other.context.close();
  }
});
