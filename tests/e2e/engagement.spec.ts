import { expect, test, type Page } from './support/test';
import { logInThroughDialog } from './support/demo-login';

// Several pages and a login per test: the default 30 s budget is tight on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function memberPoints(page: Page): Promise<number> {
  const text = (await page.getByTestId('member-points').textContent()) ?? '';
  return Number(/(\d+)/.exec(text.replace(/[.,\s]/g, ''))?.[1] ?? NaN);
}

test('a member checks in, claims the check-in mission and sees the points on the member hub', async ({ page }) => {
  await page.goto('/thanh-vien');
  await page.getByTestId('member-guest').getByRole('button', { name: 'Đăng nhập' }).click();
  await logInThroughDialog(page);

  // After logging in, the hub is drawn for the member.
  const card = page.getByTestId('level-card');
  await expect(card).toBeVisible();
  await expect(card.locator('[data-badge="LV"]')).toHaveText(/^LV \d+$/);
  const before = await memberPoints(page);
  const progressBefore = Number(await card.getByRole('progressbar').getAttribute('aria-valuenow'));

  await page.goto('/nhiem-vu-hang-ngay');
  const mission = page.locator('[data-mission="checkIn"]');
  await expect(mission).toHaveAttribute('data-complete', 'false');
  await expect(mission).toContainText('0/1');
  await expect(page.getByTestId('reset-countdown')).toHaveText(/\d{2}:\d{2}:\d{2}/);

  await page.goto('/diem-danh');
  await page.getByRole('button', { name: /^Điểm danh \(\+10 điểm\)$/ }).click();
  await expect(page.getByText('Điểm danh thành công: +10 điểm')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hôm nay đã điểm danh' })).toBeDisabled();
  await expect(page.getByTestId('check-in-calendar').locator('[data-checked="true"]')).toHaveCount(1);
  await expect(page.getByTestId('current-streak')).toHaveText('1 ngày');
  // Last month holds no check-ins; the way back leads to this month again.
  await page.getByRole('link', { name: 'Tháng trước' }).click();
  await expect(page).toHaveURL(/\/diem-danh\?thang=\d{4}-\d{2}$/);
  await expect(page.getByTestId('check-in-calendar').locator('[data-checked="true"]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Tháng sau' }).click();
  await expect(page.getByTestId('check-in-calendar').locator('[data-checked="true"]')).toHaveCount(1);

  await page.goto('/nhiem-vu-hang-ngay');
  await expect(mission).toHaveAttribute('data-complete', 'true');
  await expect(mission).toContainText('1/1');
  await mission.getByRole('button', { name: 'Nhận thưởng: Điểm danh hôm nay' }).click();
  await expect(page.getByText('Đã nhận 10 điểm kinh nghiệm')).toBeVisible();
  await expect(mission).toHaveAttribute('data-claimed', 'true');
  await expect(mission).toContainText('Đã nhận');

  // Ten points for the check-in and ten for the mission.
  await page.goto('/thanh-vien');
  await expect(card).toBeVisible();
  expect(await memberPoints(page)).toBe(before + 20);
  expect(Number(await card.getByRole('progressbar').getAttribute('aria-valuenow'))).not.toBe(progressBefore);
  await expect(page.getByTestId('hub-streak')).toContainText('1 ngày');

  // Logging out from the header menu draws the hub again, for the guest.
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Tài khoản: Thành viên Demo' }).click();
  await header.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page.getByTestId('member-guest')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('the referral page shows the member’s code and invitation link', async ({ page }) => {
  await page.goto('/gioi-thieu-ban-be');
  await page.getByTestId('member-guest').getByRole('button', { name: 'Đăng nhập' }).click();
  await logInThroughDialog(page);
  const code = page.getByTestId('referral-code');
  await expect(code).toHaveText(/^[2-9A-HJKMNP-Z]{6}$/);
  const value = (await code.textContent()) ?? '';
  await expect(page.getByTestId('referral-link')).toHaveText(new RegExp(`^http://[^/]+/\\?ref=${value}$`));
  await expect(page.getByRole('button', { name: 'Sao chép liên kết' })).toBeVisible();
});
