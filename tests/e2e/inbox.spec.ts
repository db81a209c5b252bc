import { expect, test, type APIRequestContext } from './support/test';

test.describe.configure({ timeout: 90_000 });

const DEMO = { username: 'demo', password: 'demo12345' };

interface Session {
  token: string;
  user: { userId: number };
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const res = await request.post(path, { data, headers: token ? { Authorization: token } : {} });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A new member asks the demo member to be friends: the demo member's inbox gets an unread message. */
async function friendRequestToDemo(request: APIRequestContext): Promise<void> {
  const demo = await post<Session>(request, '/live/api/user/login', DEMO);
  const username = `inbox_${Date.now().toString(36)}`;
  const stranger = await post<Session>(request, '/live/api/user/register', { username, password: 'mat-khau-e2e', displayName: `Khán giả ${username.slice(-4)}` });
  await post(request, '/live/api/user/friend/send-request', { toUserId: demo.user.userId }, stranger.token);
}

test('a guest has no inbox bell', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Hộp thư/ })).toHaveCount(0);
});

test('the inbox badge counts unread messages and goes down as they are read', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  await friendRequestToDemo(api);
  await friendRequestToDemo(api);
  await api.dispose();

  await page.goto('/chatroom');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Đăng nhập' }).click();
  const form = page.getByRole('dialog').getByRole('tabpanel');
  await form.getByLabel('Tên đăng nhập', { exact: true }).fill(DEMO.username);
  await form.getByLabel('Mật khẩu', { exact: true }).fill(DEMO.password);
  await form.getByRole('button', { name: 'Đăng nhập' }).click();

  const bell = header.getByRole('button', { name: /^Hộp thư, \d+ chưa đọc$/ });
  await expect(bell).toBeVisible();
  const unread = Number(/(\d+) chưa đọc/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  expect(unread).toBeGreaterThanOrEqual(2);
  await expect(header.getByTestId('inbox-badge')).toHaveText(String(unread));

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Hộp thư' });
  await panel.getByRole('button', { name: /Lời mời kết bạn/ }).first().click();
  await expect(panel.getByText(/muốn kết bạn với bạn\./).first()).toBeVisible();
  await expect(header.getByRole('button', { name: `Hộp thư, ${unread - 1} chưa đọc` })).toBeVisible();

  // Still one fewer after a reload: the read is stored.
  await page.reload();
  await expect(header.getByRole('button', { name: `Hộp thư, ${unread - 1} chưa đọc` })).toBeVisible();

  await header.getByRole('button', { name: /^Hộp thư/ }).click();
  await page.getByRole('dialog', { name: 'Hộp thư' }).getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }).click();
  await expect(header.getByRole('button', { name: 'Hộp thư', exact: true })).toBeVisible();
  await expect(header.getByTestId('inbox-badge')).toHaveCount(0);
});
