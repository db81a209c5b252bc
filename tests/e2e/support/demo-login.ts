import { expect, type Page } from '@playwright/test';

/** The seeded demo member. */
export const DEMO = { username: 'demo', password: 'demo12345' } as const;

/** Logs the demo member in through the sign-in dialog, which the caller has opened. */
export async function logInThroughDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const form = dialog.getByRole('tabpanel');
  await form.getByLabel('Tên đăng nhập', { exact: true }).fill(DEMO.username);
  await form.getByLabel('Mật khẩu', { exact: true }).fill(DEMO.password);
  await form.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(dialog).toBeHidden();
}
