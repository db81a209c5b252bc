import { expect, test, type BrowserContext, type Page } from './support/test';

const DEMO = { username: 'demo', password: 'demo12345', displayName: 'Thành viên Demo' };

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)?.value;

/** The header once the session is known: a guest sees "Đăng nhập". */
async function openAsGuest(page: Page) {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  return header;
}

/** The visible form of the dialog (the other tab's form is hidden). */
const form = (page: Page) => page.getByRole('dialog').getByRole('tabpanel');

test('a visitor signs up from the header, stays signed in after a reload, then logs out', async ({ page, context }) => {
  const header = await openAsGuest(page);
  const firstGuestToken = await cookie(context, 'guestToken');
  const username = `e2e_${Date.now().toString(36)}`;
  const displayName = `Khán giả ${username.slice(-4)}`;

  await header.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(page.getByRole('dialog', { name: 'Tạo tài khoản' })).toBeVisible();
  await form(page).getByLabel('Tên đăng nhập', { exact: true }).fill(username);
  await form(page).getByLabel('Tên hiển thị', { exact: true }).fill(displayName);
  await form(page).getByLabel('Mật khẩu', { exact: true }).fill('mat-khau-e2e');
  await form(page).getByRole('button', { name: 'Tạo tài khoản' }).click();

  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(header.getByTestId('member-name')).toHaveText(displayName);
  await expect(page.getByText(`Chào mừng ${displayName} đến với Sân Nhà!`)).toBeVisible();

  await page.reload();
  await expect(header.getByTestId('member-name')).toHaveText(displayName);

  await header.getByRole('button', { name: `Tài khoản: ${displayName}` }).click();
  await expect(header.getByRole('link', { name: 'Tài khoản của tôi' })).toHaveAttribute('href', '/tai-khoan/account');
  await header.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(header.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await expect(header.getByTestId('member-name')).toHaveCount(0);
  expect(await cookie(context, 'token')).toBeUndefined();
  await expect.poll(() => cookie(context, 'guestToken')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(await cookie(context, 'guestToken')).not.toBe(firstGuestToken);
});

test('a wrong password is refused in the dialog, the right one signs the member in', async ({ page }) => {
  const header = await openAsGuest(page);
  await header.getByRole('button', { name: 'Đăng nhập' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chào mừng trở lại' });
  await expect(dialog).toBeVisible();
  await expect(form(page).getByLabel('Tên đăng nhập', { exact: true })).toBeFocused();

  await form(page).getByLabel('Tên đăng nhập', { exact: true }).fill(DEMO.username);
  await form(page).getByLabel('Mật khẩu', { exact: true }).fill('khong-dung-dau');
  await form(page).getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(form(page).getByRole('alert')).toHaveText('Tên đăng nhập hoặc mật khẩu không đúng.');
  await expect(dialog).toBeVisible();

  await form(page).getByLabel('Mật khẩu', { exact: true }).fill(DEMO.password);
  await form(page).getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(dialog).toBeHidden();
  await expect(header.getByTestId('member-name')).toHaveText(DEMO.displayName);
});

test('Escape closes the dialog and gives focus back to the button that opened it', async ({ page }) => {
  const header = await openAsGuest(page);
  const login = header.getByRole('button', { name: 'Đăng nhập' });
  await login.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(login).toBeFocused();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the bottom bar's account item opens the dialog as a bottom sheet", async ({ page }) => {
    await openAsGuest(page);
    await page.getByTestId('bottom-bar').locator('a[href="/tai-khoan/account"]').click();
    const dialog = page.getByRole('dialog', { name: 'Chào mừng trở lại' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // A sheet: full width, resting on the bottom edge once its slide-in has finished.
    await expect.poll(async () => {
      const box = await dialog.boundingBox();
      return box && { x: Math.round(box.x), width: Math.round(box.width), bottom: Math.round(box.y + box.height) };
    }).toEqual({ x: 0, width: 390, bottom: 844 });
  });
});
