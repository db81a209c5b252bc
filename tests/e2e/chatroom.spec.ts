import { expect, test, type Page } from './support/test';
import { logInThroughDialog } from './support/demo-login';

// Pages, a login and a live chat per test: the default 30 s budget is tight on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The lobby's name in each language (the rest of the file runs in Vietnamese). */
const LOBBY_NAMES = { vi: 'Sảnh chung', en: 'Main lobby', zh: '公共大廳' } as const;
const LOBBY = LOBBY_NAMES.vi;

const rooms = (page: Page, label: string) => page.getByRole('list', { name: label });

test('the rooms list is served in Vietnamese, English and Chinese', async ({ page }) => {
  const cases = [
    { path: '/chatroom', lobby: LOBBY_NAMES.vi, heading: 'Phòng chat', list: 'Danh sách phòng chat', tabs: 'Danh mục phòng chat', tab: 'Khám phá', enter: `Vào phòng chat ${LOBBY_NAMES.vi}` },
    { path: '/en/chatroom', lobby: LOBBY_NAMES.en, heading: 'Chat rooms', list: 'Chat rooms', tabs: 'Chat room categories', tab: 'Discover', enter: `Enter the ${LOBBY_NAMES.en} chat room` },
    { path: '/zh/chatroom', lobby: LOBBY_NAMES.zh, heading: '聊天室', list: '聊天室列表', tabs: '聊天室分類', tab: '探索', enter: `進入 ${LOBBY_NAMES.zh} 聊天室` },
  ];
  for (const c of cases) {
    const response = await page.goto(c.path);
    expect(response?.status(), c.path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
    // Server-rendered: the lobby is in the HTML before any script runs.
    expect(await response?.text()).toContain(c.lobby);
    const lobby = rooms(page, c.list).getByRole('listitem', { name: c.lobby });
    await expect(lobby).toBeVisible();
    await expect(lobby.getByRole('link', { name: c.enter })).toHaveAttribute('href', /\/chatroom\/phong\/30$/);
    await expect(page.getByRole('navigation', { name: c.tabs }).getByRole('link', { name: c.tab })).toBeVisible();
  }
});

test('a guest on the following tab is asked to log in; the demo member follows a room and finds it there', async ({ page }) => {
  await page.goto('/chatroom/theo-doi');
  await expect(page.getByText('Đăng nhập để xem các phòng bạn theo dõi')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
  await logInThroughDialog(page);
  await expect(page.getByText('Bạn chưa theo dõi phòng nào')).toBeVisible();

  await page.getByRole('navigation', { name: 'Danh mục phòng chat' }).getByRole('link', { name: 'Tất cả' }).click();
  await expect(page).toHaveURL(/\/chatroom$/);
  const lobby = rooms(page, 'Danh sách phòng chat').getByRole('listitem', { name: LOBBY });
  await lobby.getByRole('button', { name: `Theo dõi ${LOBBY}` }).click();
  await expect(lobby.getByRole('button', { name: `Bỏ theo dõi ${LOBBY}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(lobby.getByTestId('room-followers')).toContainText('1 người theo dõi');

  await page.getByRole('navigation', { name: 'Danh mục phòng chat' }).getByRole('link', { name: 'Đang theo dõi' }).click();
  await expect(page).toHaveURL(/\/chatroom\/theo-doi$/);
  await expect(rooms(page, 'Danh sách phòng chat').getByRole('listitem', { name: LOBBY })).toBeVisible();

  // Also after a reload, rendered on the server for this member.
  await page.reload();
  await expect(rooms(page, 'Danh sách phòng chat').getByRole('listitem', { name: LOBBY })).toBeVisible();
  await page.goto('/chatroom/kham-pha');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Khám phá phòng chat');
  await expect(page.getByRole('listitem', { name: LOBBY })).toHaveCount(0);

  // Unfollowing from the following tab takes the room off it.
  await page.goto('/chatroom/theo-doi');
  await page.getByRole('button', { name: `Bỏ theo dõi ${LOBBY}` }).click();
  await expect(page.getByText('Bạn chưa theo dõi phòng nào')).toBeVisible();
});

test("a room's chat view opens from the list, and a bad room address is the route-validation 404", async ({ page }) => {
  await page.goto('/chatroom');
  await page.getByRole('link', { name: `Vào phòng chat ${LOBBY}` }).click();
  await expect(page).toHaveURL(/\/chatroom\/phong\/30$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOBBY);
  await expect(page.getByTestId('room-online')).toContainText(/người đang online/);
  // The room's chat joined over the socket: its history is shown.
  const chat = page.getByTestId('room-chat').getByRole('region', { name: LOBBY });
  await expect(chat.getByRole('log', { name: 'Tin nhắn trò chuyện' })).toBeVisible();

  for (const bad of ['/chatroom/phong/abc', '/chatroom/phong/0', '/chatroom/phong/2147483000', '/chatroom/tin-nhan/x1']) {
    const response = await page.goto(`/en${bad}`);
    expect(response?.status(), bad).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Page Not Found: /en${bad}`);
  }
});

test('the demo member opens a private conversation from the messages page and writes to a friend', async ({ page }) => {
  await page.goto('/chatroom/tin-nhan');
  await expect(page.getByText('Đăng nhập để nhắn tin riêng')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
  await logInThroughDialog(page);

  const conversations = page.getByRole('list', { name: 'Cuộc trò chuyện' });
  const first = conversations.getByRole('listitem').first();
  await expect(first).toContainText(/chưa đọc/);
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/chatroom\/tin-nhan\/\d+$/);
  const friend = (await page.getByTestId('private-chat').locator('..').getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(friend).not.toBe('');

  const chat = page.getByTestId('private-chat').getByRole('region', { name: friend });
  const log = chat.getByRole('log', { name: 'Tin nhắn trò chuyện' });
  await expect(log).toBeVisible();
  const text = `Tối nay xem cùng nhé ${Date.now().toString(36)}`;
  await chat.getByRole('textbox', { name: 'Tin nhắn' }).fill(text);
  await chat.getByRole('button', { name: 'Gửi' }).click();
  await expect(log.getByText(text)).toBeVisible();

  // Open, the conversation is read: the list counts nothing unread for it and shows the new line.
  const item = conversations.getByRole('listitem').filter({ hasText: friend });
  await expect(item).toContainText(`Bạn: ${text}`);
  await expect(item).not.toContainText(/chưa đọc/);
});
