import type { ConsoleMessage } from '@playwright/test';
import { messageList } from '@/lib/contract/chat-calls';
import { footballMatch } from '@/lib/contract/football-match-calls';
import { featureMatch } from '@/lib/contract/schedule-calls';
import errors from '@/messages/vi/errors.json' with { type: 'json' };
import home from '@/messages/vi/home.json' with { type: 'json' };
import { DemoSite } from './pages/demo-site';
import { expect, test } from './support/test';

// Spec 8's rows about failures that are not the session's: pages, helpers, reporting.

/** What the browser's console says in reports (`[error]`, the reporter's line when no service is configured). */
const reports = (messages: ConsoleMessage[]) => messages.filter((m) => m.type() === 'error' && m.text().startsWith('[error]')).map((m) => m.text());

test('spec 8: a page whose data fails shows the 500 page, and the error is reported', async ({ page, qa }) => {
  const console: ConsoleMessage[] = [];
  page.on('console', (m) => console.push(m));
  const path = await new DemoSite(page.request).finishedMatch();
  await qa.scenarios([`fail:${footballMatch.path}:500`]);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: errors.serverError.title })).toBeVisible();
  await expect.poll(() => reports(console).some((text) => text.includes('locale-error'))).toBe(true);
});

test('spec 8: a page whose record does not exist shows the 404 page', async ({ page, qa }) => {
  const path = await new DemoSite(page.request).finishedMatch();
  await qa.scenarios([`fail:${footballMatch.path}:404`]);
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  const pathname = new URL(path, 'http://site').pathname;
  await expect(page.getByRole('heading', { level: 1, name: errors.routeNotFound.message.replace('{path}', pathname) })).toBeVisible();
});

test('spec 8: a helper whose call fails answers nothing, and the page goes on without it', async ({ page, qa }) => {
  await qa.scenarios([`fail:${featureMatch.path}:500`]);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByText(home.featured.emptyTitle)).toBeVisible();
  await expect(page.getByRole('heading', { name: errors.serverError.title })).toHaveCount(0);
  await expect(page.getByRole('link', { name: home.schedule.fullSchedule })).toBeVisible();
});

test('spec 8: a 500 on any other call is reported', async ({ page, qa, apiCalls }) => {
  const console: ConsoleMessage[] = [];
  page.on('console', (m) => console.push(m));
  await qa.signIn();
  await qa.scenarios([`fail:${messageList.path}:500`]);
  await page.goto('/');
  await expect.poll(() => apiCalls.find((c) => c.path === messageList.path)?.status()).toBe(500);
  await expect.poll(() => reports(console).some((text) => text.includes(messageList.path))).toBe(true);
});
