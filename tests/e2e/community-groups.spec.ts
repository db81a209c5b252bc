import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { sidewaysOverflow } from './support/overflow';
import { GROUP_LIMITS } from '@/lib/domain/groups';
import enGroups from '@/messages/en/groups.json' with { type: 'json' };
import zhEvents from '@/messages/zh/events.json' with { type: 'json' };
import zhGroups from '@/messages/zh/groups.json' with { type: 'json' };

test.describe.configure({ timeout: 120_000 });

const say = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** A fresh member in a browser of their own (the sign-up's cookies land in the context). */
async function member(browser: Browser, viewport?: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const res = await context.request.post('/live/api/user/register', { data: { username: `nhom_${suffix}`, password: `Khong-ai-doan-duoc-${suffix}!`, displayName: `Thành viên ${suffix.slice(-5)}` } });
  expect(res.status(), await res.text()).toBe(200);
  return context;
}

/** The header shows the member once the page knows who is signed in; member actions wait for it. */
const signedIn = (page: Page) => expect(page.getByRole('banner').getByRole('button', { name: /Thành viên \w{5}/ })).toBeVisible();

test('in English, a member opens a public group from the list, joins it, and finds it under their groups', async ({ browser }) => {
  const context = await member(browser);
  const page = await context.newPage();
  try {
    await page.goto('/en/bang-ton/nhom');
    const card = page.getByTestId('group-card').filter({ has: page.getByText(enGroups.privacy.public, { exact: true }) }).first();
    const link = card.getByRole('link').first();
    const name = (await link.textContent())?.trim() ?? '';
    await link.click();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await signedIn(page);
    // The header's button; the feed below offers the same one to those who want to post.
    await page.getByRole('button', { name: say(enGroups.membership.joinLabel, { name }) }).first().click();
    await expect(page.getByRole('button', { name: say(enGroups.membership.memberLabel, { name }) }).first()).toBeVisible();
    // Back to the list: the group is among the member's own.
    await page.goBack();
    await page.getByRole('tab', { name: enGroups.tabs.mine }).click();
    await expect(page.getByTestId('group-card').filter({ hasText: name })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a group name too short is refused in the member’s language before anything is sent', async ({ browser }) => {
  const context = await member(browser);
  const page = await context.newPage();
  try {
    await page.goto('/zh/bang-ton/nhom');
    await signedIn(page);
    await page.getByTestId('group-create-open').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(zhGroups.form.name).fill('ab');
    await dialog.getByRole('button', { name: zhGroups.create.submit }).click();
    await expect(dialog.getByText(say(zhGroups.form.problems.nameShort, { min: GROUP_LIMITS.nameMin }))).toBeVisible();
  } finally {
    await context.close();
  }
});

test('in Chinese, a member answers "going" to a watch party from its page and goes back to the list, on a phone', async ({ browser }) => {
  const context = await member(browser, { width: 360, height: 780 });
  const page = await context.newPage();
  try {
    await page.goto('/zh/bang-ton/su-kien');
    const card = page.getByTestId('event-card').first();
    await expect(card).toBeVisible();
    expect((await sidewaysOverflow(page)).overflow).toBe(0);
    const link = card.getByRole('link').first();
    const title = (await link.textContent())?.trim() ?? '';
    await link.click();
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    expect((await sidewaysOverflow(page)).overflow).toBe(0);
    await signedIn(page);
    const going = page.getByRole('button', { name: say(zhEvents.rsvp.choiceLabel, { action: zhEvents.rsvp.going, title }) });
    await going.click();
    await expect(going).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: say(zhEvents.rsvp.choiceLabel, { action: zhEvents.rsvp.going, title }) })).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page.getByTestId('event-card').first()).toBeVisible();
  } finally {
    await context.close();
  }
});
