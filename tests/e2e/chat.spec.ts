import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from './support/test';
import { expectNoSidewaysScroll } from './support/overflow';
import type { Match } from '@/lib/contract/schedule';
import { isAlwaysOnMode } from '@/lib/domain/live-modes';
import { firstRoomPath } from '@/lib/domain/room-url';

/** A live room of the seeded backend. */
async function liveRoomPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/live/api/schedule/feature-match?status=2&pageSize=50');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Match[] };
  const path = data.filter((m) => !isAlwaysOnMode(m.liveModeId)).map(firstRoomPath).find((p) => p !== null);
  expect(path, 'the seed always has live rooms').toBeTruthy();
  return path!;
}

/** A browser of its own for a fresh member, signed up through the API (the cookies land in the context). */
async function memberContext(browser: Browser): Promise<{ context: BrowserContext; displayName: string }> {
  const context = await browser.newContext();
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const displayName = `Khán giả ${suffix.slice(-5)}`;
  const response = await context.request.post('/live/api/user/register', {
    data: { username: `chat_${suffix}`, password: 'mat-khau-e2e', displayName },
  });
  expect(response.status()).toBe(200);
  return { context, displayName };
}

/** The room with its chat connected; video is left out, the chat does not need it. */
async function openRoomChat(page: Page, path: string) {
  await page.route('**/streams/**', (route) => route.abort());
  await page.goto(path);
  const chat = page.getByTestId('room-chat-column').getByTestId('chat-panel');
  await expect(chat.locator('[data-state="open"]')).toBeAttached();
  await expect(chat.getByRole('log')).toBeAttached();
  return chat;
}

async function send(page: Page, text: string) {
  const box = page.getByTestId('room-chat-column').getByRole('textbox', { name: 'Tin nhắn' });
  await box.fill(text);
  await box.press('Enter');
}

test('a member’s message reaches another viewer of the room', async ({ browser, request }) => {
  const path = await liveRoomPath(request);
  const alice = await memberContext(browser);
  const bob = await memberContext(browser);
  try {
    const alicePage = await alice.context.newPage();
    const bobPage = await bob.context.newPage();
    const bobChat = await openRoomChat(bobPage, path);
    const aliceChat = await openRoomChat(alicePage, path);
    // Bob was there first, so he sees Alice arrive.
    await expect(bobChat.getByRole('log')).toContainText(`${alice.displayName} đã vào phòng`);

    const text = `Vào rồi! ${Date.now().toString(36)}`;
    await send(alicePage, text);
    await expect(aliceChat.getByRole('log').getByText(text)).toBeVisible();
    // The broadcast that reached Alice reaches Bob at the same moment.
    await expect(bobChat.getByRole('log').getByText(text)).toBeVisible({ timeout: 1_000 });
    await expect(bobChat.getByRole('log').locator('li', { hasText: text })).toContainText(alice.displayName);
  } finally {
    await alice.context.close();
    await bob.context.close();
  }
});

test('a guest who tries to send is asked to log in', async ({ page, request }) => {
  const path = await liveRoomPath(request);
  const chat = await openRoomChat(page, path);
  await send(page, 'Xin chào cả nhà');
  await expect(page.getByRole('dialog', { name: 'Chào mừng trở lại' })).toBeVisible();
  await expect(chat.getByRole('log')).not.toContainText('Xin chào cả nhà');
});

test('markup in a message shows as text and never runs', async ({ browser, request }) => {
  const path = await liveRoomPath(request);
  const { context } = await memberContext(browser);
  try {
    const page = await context.newPage();
    const chat = await openRoomChat(page, path);
    const markup = `<img src=x onerror="window.__chatXss=1"> ${Date.now().toString(36)}`;
    await send(page, markup);
    await expect(chat.getByRole('log').getByText(markup)).toBeVisible();
    expect(await chat.getByRole('log').locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __chatXss?: number }).__chatXss)).toBeUndefined();
  } finally {
    await context.close();
  }
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the room opens with its chat below the player, fits the screen, has no bottom bar, and the match is one tap away', async ({ page, request }) => {
    const path = await liveRoomPath(request);
    await page.route('**/streams/**', (route) => route.abort());
    await page.goto(path);
    await expect(page.getByTestId('room-chat-column')).toBeHidden();
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Trò chuyện', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const chat = page.getByTestId('chat-panel');
    await expect(chat.getByRole('log')).toBeVisible();
    await expect(chat.getByRole('textbox', { name: 'Tin nhắn' })).toBeInViewport();
    await expect(page.getByRole('tab', { name: 'Tổng quan' })).toBeHidden();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Trận đấu', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Tổng quan' })).toBeVisible();
    await expect(chat).toHaveCount(0);
  });
});
