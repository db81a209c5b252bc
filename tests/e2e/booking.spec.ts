import { expect, test } from './support/test';
import { logInThroughDialog } from './support/demo-login';

// Several pages (and a login) per test: the default 30 s budget is tight on a busy machine.
test.describe.configure({ timeout: 90_000 });

const BOOK_LABEL = /^Đặt lịch xem (.+) với (.+)$/;

test('a member books from the schedule, sees it in my bookings and cancels it', async ({ page }) => {
  await page.goto('/lich-truc-tiep/tat-ca');
  await page.getByRole('navigation', { name: 'Chọn ngày' }).getByRole('link', { name: /^Ngày mai/ }).click();
  await expect(page).toHaveURL(/date=/);

  // A guest is asked to log in first; the dialog signs the demo member in on the spot.
  const book = page.getByTestId('schedule-list').getByRole('button', { name: BOOK_LABEL }).first();
  const label = (await book.getAttribute('aria-label')) ?? '';
  const [, match = '', commentator = ''] = BOOK_LABEL.exec(label) ?? [];
  expect(match).not.toBe('');
  await book.click();
  await logInThroughDialog(page);

  const sameButton = page.getByRole('button', { name: `Đặt lịch xem ${match} với ${commentator}` });
  await sameButton.click();
  await expect(page.getByText(`Đã đặt lịch xem ${match}`, { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('button', { name: `Đã đặt lịch xem ${match}` })).toHaveText('Đã đặt');

  // Still booked after a reload: the state comes from the member's booking list.
  await page.reload();
  await expect(page.getByRole('button', { name: `Đã đặt lịch xem ${match}` })).toBeVisible();

  await page.getByRole('navigation', { name: 'Lịch theo môn', exact: true }).getByRole('link', { name: 'Lịch của bạn' }).click();
  await expect(page).toHaveURL(/\/lich-truc-tiep\/dat-lich-cua-ban$/);
  const item = page.getByRole('listitem', { name: match });
  await expect(item).toBeVisible();
  await expect(item).toContainText(commentator);
  await expect(item).toContainText(/Bắt đầu lúc \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}/);

  await item.getByRole('button', { name: `Hủy lịch xem ${match}` }).click();
  await item.getByRole('group').getByRole('button', { name: 'Hủy lịch' }).click();
  await expect(page.getByText(`Đã hủy lịch xem ${match}`)).toBeVisible();
  await expect(page.getByText('Bạn chưa đặt lịch trận nào')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Bạn chưa đặt lịch trận nào')).toBeVisible();
});
