import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test';

const PASSWORD = 'violet-lantern-42';
/** How long the test server counts a sign-in as recent (REAUTH_WINDOW_S in playwright.config.ts). */
const REAUTH_WINDOW_MS = 12_000;

/** The visible form of the dialog (the other tab's form is hidden). */
const form = (page: Page) => page.getByRole('dialog').getByRole('tabpanel');

/** The code in the newest message the developer outbox shows for `to`. */
async function codeFromOutbox(context: BrowserContext, to: string): Promise<string> {
  const outbox = await context.newPage();
  await outbox.goto('/dev/hop-thu');
  const code = /\b(\d{6})\b/.exec((await outbox.locator(`[data-recipient="${to}"]`).first().textContent()) ?? '')?.[1] ?? '';
  await outbox.close();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** Verifies an email on the security section: the code goes to it, and comes back from the outbox. */
async function verifyEmail(page: Page, context: BrowserContext, email: string) {
  const card = page.getByRole('region', { name: 'Email' });
  await card.getByLabel('Email', { exact: true }).fill(email);
  await card.getByRole('button', { name: 'Gửi mã' }).click();
  await expect(card.getByText(`Đã gửi mã tới ${email}.`)).toBeVisible();
  await card.getByLabel('Mã xác minh').fill(await codeFromOutbox(context, email));
  await card.getByRole('button', { name: 'Xác minh' }).click();
  await expect(card.getByTestId('email-current')).toHaveText(email);
  await expect(card.getByText('Đã xác minh', { exact: true })).toBeVisible();
}

/** Signs a new member up through the API, outside the browser's session. */
async function signUpElsewhere(request: APIRequestContext, username: string, extra: Record<string, string> = {}) {
  const res = await request.post('/live/api/user/register', { data: { username, password: PASSWORD, displayName: `Thành viên ${username.slice(-4)}`, ...extra } });
  expect(res.status()).toBe(200);
}

async function logOut(page: Page, displayName: string) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: `Tài khoản: ${displayName}` }).click();
  await header.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(header.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await expect(header.getByTestId('member-name')).toHaveCount(0);
}

test('a visitor signs up, verifies the phone with the SMS code from the outbox, logs in again, checks in, sees the mission progress and becomes a guest', async ({ page, context }) => {
  // The longest journey of the suite: two sign-ins, the outbox in a second tab, six page loads.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const username = `acc_${stamp}`;
  const displayName = `Khán giả ${stamp.slice(-4)}`;
  const phone = `09${String(Date.now()).slice(-8)}`;
  const header = page.getByRole('banner');

  await page.goto('/');
  await header.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(page.getByRole('dialog', { name: 'Tạo tài khoản' })).toBeVisible();
  await form(page).getByLabel('Tên đăng nhập', { exact: true }).fill(username);
  await expect(form(page).getByText('✓ Tên đăng nhập này dùng được.')).toBeVisible();
  await form(page).getByLabel('Tên hiển thị', { exact: true }).fill(displayName);
  await form(page).getByLabel('Mật khẩu', { exact: true }).fill('password');
  await form(page).getByLabel(/^Số điện thoại/).fill(phone);
  await expect(form(page).getByText('✓ Số điện thoại này dùng được.')).toBeVisible();
  await form(page).getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(form(page).getByText('Mật khẩu này quá phổ biến. Hãy chọn mật khẩu khó đoán hơn.')).toBeVisible();
  await form(page).getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await form(page).getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(header.getByTestId('member-name')).toHaveText(displayName);

  // Security: the phone given at sign-up is not verified yet.
  await page.goto('/tai-khoan/bao-mat');
  const phoneCard = page.getByRole('region', { name: 'Số điện thoại' });
  await expect(phoneCard.getByTestId('phone-current')).toHaveText(phone);
  await expect(phoneCard.getByText('Chưa xác minh')).toBeVisible();
  await phoneCard.getByRole('button', { name: 'Gửi mã' }).click();
  await expect(phoneCard.getByText(`Đã gửi mã tới ${phone}.`)).toBeVisible();

  // The code, as the developer outbox shows it.
  const outbox = await context.newPage();
  await outbox.goto('/dev/hop-thu');
  const message = outbox.locator(`[data-recipient="${phone}"]`).first();
  await expect(message).toContainText('mã xác minh');
  const code = /\b(\d{6})\b/.exec((await message.textContent()) ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await outbox.close();

  await phoneCard.getByLabel('Mã xác minh').fill(code === '000000' ? '111111' : '000000');
  await phoneCard.getByRole('button', { name: 'Xác minh' }).click();
  await expect(phoneCard.getByText('Mã xác minh không đúng.')).toBeVisible();
  await phoneCard.getByLabel('Mã xác minh').fill(code);
  await phoneCard.getByRole('button', { name: 'Xác minh' }).click();
  await expect(page.getByText('Đã xác minh số điện thoại.')).toBeVisible();
  await expect(phoneCard.getByText('Đã xác minh', { exact: true })).toBeVisible();

  await logOut(page, displayName);

  await header.getByRole('button', { name: 'Đăng nhập' }).click();
  await form(page).getByLabel('Tên đăng nhập', { exact: true }).fill(username);
  await form(page).getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await form(page).getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(header.getByTestId('member-name')).toHaveText(displayName);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Số điện thoại' }).getByText('Đã xác minh', { exact: true })).toBeVisible();

  // The new member's day: a check-in, and the daily missions count it.
  await page.goto('/diem-danh');
  await page.getByRole('button', { name: /^Điểm danh \(\+10 điểm\)$/ }).click();
  await expect(page.getByText('Điểm danh thành công: +10 điểm')).toBeVisible();
  await page.goto('/nhiem-vu-hang-ngay');
  const checkInMission = page.locator('[data-mission="checkIn"]');
  await expect(checkInMission).toHaveAttribute('data-complete', 'true');
  await expect(checkInMission).toContainText('1/1');
  await page.goto('/tai-khoan/bao-mat');

  await logOut(page, displayName);
  await expect(page.getByText('Đăng nhập để xem tài khoản')).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'guestToken')?.value).toBeTruthy();
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
});

test('an invite link opens the sign-up form for a guest with the code filled in', async ({ page }) => {
  await page.goto('/?ref=BANBE2024');
  await expect(page.getByRole('dialog', { name: 'Tạo tài khoản' })).toBeVisible();
  await expect(form(page).getByLabel(/^Mã giới thiệu/)).toHaveValue('BANBE2024');
  await form(page).getByLabel('Tên đăng nhập', { exact: true }).fill(`ref_${Date.now().toString(36)}`);
  await form(page).getByLabel('Tên hiển thị', { exact: true }).fill('Bạn mới');
  await form(page).getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await form(page).getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(form(page).getByText('Mã giới thiệu không tồn tại.')).toBeVisible();
});

test('the account page: sections as tabs, a guest is asked to log in, an unknown section is a 404', async ({ page }) => {
  await page.goto('/tai-khoan/account');
  await expect(page.getByRole('heading', { name: 'Tài khoản của tôi', level: 1 })).toBeVisible();
  await expect(page.getByText('Đăng nhập để xem tài khoản')).toBeVisible();
  await page.goto('/account/account');
  await expect(page).toHaveURL(/\/tai-khoan\/ho-so$/);
  const res = await page.goto('/tai-khoan/khong-co-muc-nay');
  expect(res?.status()).toBe(404);
});

test('forgot password: a reset code from the outbox sets a new password', async ({ page, context }) => {
  // A sign-up, an email verified on the account page, then the reset: more than the default budget on a busy machine.
  test.setTimeout(60_000);
  const header = page.getByRole('banner');
  await page.goto('/');
  await header.getByRole('button', { name: 'Đăng ký' }).click();
  const username = `fp_${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  await form(page).getByLabel('Tên đăng nhập', { exact: true }).fill(username);
  await form(page).getByLabel('Tên hiển thị', { exact: true }).fill('Quên Mật Khẩu');
  await form(page).getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await form(page).getByLabel(/^Email/).fill(email);
  await form(page).getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(header.getByTestId('member-name')).toHaveText('Quên Mật Khẩu');
  // Reset codes go only to an address the member has verified.
  await page.goto('/tai-khoan/bao-mat');
  await verifyEmail(page, context, email);
  await logOut(page, 'Quên Mật Khẩu');

  await header.getByRole('button', { name: 'Đăng nhập' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Quên mật khẩu?' }).click();
  await dialog.getByLabel('Tên đăng nhập hoặc email').fill(username);
  await dialog.getByRole('button', { name: 'Gửi mã' }).click();
  await expect(dialog.getByRole('status')).toContainText('Nếu tài khoản tồn tại');

  await dialog.getByLabel('Mã xác minh').fill(await codeFromOutbox(context, email));
  await dialog.getByLabel('Mật khẩu mới').fill('copper-kettle-77');
  await dialog.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
  await expect(page.getByRole('dialog', { name: 'Chào mừng trở lại' })).toBeVisible();
  await form(page).getByLabel('Tên đăng nhập', { exact: true }).fill(username);
  await form(page).getByLabel('Mật khẩu', { exact: true }).fill('copper-kettle-77');
  await form(page).getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(header.getByTestId('member-name')).toHaveText('Quên Mật Khẩu');
});

test('Google sign-in through a local OpenID provider creates the member, lands home and shows the link', async ({ page }) => {
  const header = page.getByRole('banner');
  await page.goto('/');
  await header.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tiếp tục với Google' }).click();
  // The round trip through the provider (discovery, keys, token, a new member) is the slowest sign-in on a busy machine.
  await expect(header.getByTestId('member-name')).toHaveText('Google E2E', { timeout: 25_000 });
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/tai-khoan/lien-ket');
  await expect(page.getByTestId('google-status')).toHaveText('Đã liên kết với e2e.google@example.com');
  await expect(page.getByRole('region', { name: 'Đăng nhập liên kết' }).getByRole('button', { name: 'Huỷ liên kết' })).toBeVisible();
});

test('a broken Google callback shows a clear error and a way home', async ({ page }) => {
  await page.goto('/sso/ggcallback?code=abc&state=not-ours');
  await expect(page.getByText('Không hoàn tất được đăng nhập Google. Vui lòng thử lại.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Về trang chủ', exact: true })).toBeVisible();
});

test('a member changes a verified email after confirming the password, as the sign-in is no longer recent', async ({ page, context }) => {
  test.setTimeout(90_000);
  const header = page.getByRole('banner');
  const username = `em_${Date.now().toString(36)}`;
  const [first, second] = [`${username}@example.com`, `${username}.new@example.com`];
  await page.goto('/');
  await header.getByRole('button', { name: 'Đăng ký' }).click();
  await form(page).getByLabel('Tên đăng nhập', { exact: true }).fill(username);
  await form(page).getByLabel('Tên hiển thị', { exact: true }).fill('Đổi Email');
  await form(page).getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await form(page).getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(header.getByTestId('member-name')).toHaveText('Đổi Email');
  const signedUpAt = Date.now();

  // A first email is verified without asking for the password again.
  await page.goto('/tai-khoan/bao-mat');
  await verifyEmail(page, context, first);

  // Once the sign-in is no longer recent, replacing the verified email asks for the password first.
  await page.waitForTimeout(Math.max(0, signedUpAt + REAUTH_WINDOW_MS + 1_000 - Date.now()));
  const card = page.getByRole('region', { name: 'Email' });
  await card.getByLabel('Email', { exact: true }).fill(second);
  await card.getByRole('button', { name: 'Gửi mã' }).click();
  const confirm = page.getByRole('dialog', { name: 'Xác nhận đó là bạn' });
  await expect(confirm).toBeVisible();
  await confirm.getByLabel('Mật khẩu', { exact: true }).fill('not-my-password');
  await confirm.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(confirm.getByText('Mật khẩu hiện tại không đúng.')).toBeVisible();
  await confirm.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText(`Đã gửi mã tới ${second}.`)).toBeVisible();
  await card.getByLabel('Mã xác minh').fill(await codeFromOutbox(context, second));
  await card.getByRole('button', { name: 'Xác minh' }).click();
  await expect(card.getByTestId('email-current')).toHaveText(second);
  await expect(card.getByText('Đã xác minh', { exact: true })).toBeVisible();
});

test('Google sign-in to an email someone registered but never verified asks for the password first', async ({ page, context, request, baseURL }) => {
  const username = `gv_${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  await signUpElsewhere(request, username, { email });
  // The stand-in provider signs in whoever this cookie names; it sends the browser to itself as localhost.
  const providerPort = Number(new URL(baseURL ?? 'http://127.0.0.1:3100').port) + 1000;
  const identity = encodeURIComponent(JSON.stringify({ sub: `e2e-${username}`, email, email_verified: true, name: 'Chủ Thật' }));
  await context.addCookies(['localhost', '127.0.0.1'].map((host) => ({ name: 'e2e_google_as', value: identity, url: `http://${host}:${providerPort}` })));

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tiếp tục với Google' }).click();
  await expect(
    page.getByText('Đã có tài khoản dùng email này nhưng email đó chưa được xác minh. Hãy đăng nhập bằng mật khẩu trước, rồi liên kết Google ở mục Tài khoản › Liên kết.'),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('member-name')).toHaveCount(0);
  await page.getByRole('button', { name: 'Đăng nhập bằng mật khẩu' }).click();
  await expect(page).toHaveURL(/\/tai-khoan\/lien-ket$/);
  await expect(page.getByRole('dialog', { name: 'Chào mừng trở lại' })).toBeVisible();
});
