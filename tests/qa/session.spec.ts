import { messageList } from '@/lib/contract/chat-calls';
import { guestInfo, guestLogin, logout, refreshToken, userInfoCall } from '@/lib/contract/user-calls';
import { COOKIES, LOGOUT_GUEST_DELAY_MS, MAX_GUEST_LOGIN_ATTEMPTS, USER_INFO_401_DELAY_MS } from '@/lib/domain/constants';
import { MEMBER_TOKEN, memberUser, REFRESHED_TOKEN } from '@/tests/mocks/data';
import { cookie, SiteHeader } from './pages/site-header';
import { callsTo, expect, pauseClock, test } from './support/test';

// Spec 4 (session) and the session rows of spec 8, each rule its own test, against the mocked API.

test('spec 4: a visitor is given a guest session, and guest info is loaded for it', async ({ page, context, apiCalls }) => {
  await page.goto('/');
  await expect(new SiteHeader(page).signIn()).toBeVisible();
  expect(await cookie(context, COOKIES.guestToken)).toBeTruthy();
  await expect.poll(() => apiCalls.find((c) => c.path === guestInfo.path)?.status()).toBe(200);
  expect(callsTo(apiCalls, userInfoCall.path)).toBe(0);
});

test('spec 4: with a token, user info is loaded instead of guest info', async ({ page, qa, apiCalls }) => {
  await qa.signIn();
  await page.goto('/');
  await expect(new SiteHeader(page).memberName()).toHaveText(memberUser.displayName);
  expect(callsTo(apiCalls, userInfoCall.path)).toBeGreaterThan(0);
  expect(callsTo(apiCalls, guestInfo.path)).toBe(0);
});

test(`spec 4: more than ${MAX_GUEST_LOGIN_ATTEMPTS} guest-login attempts stop the session from loading`, async ({ page, qa, apiCalls }) => {
  // guest-info refuses the guest (one attempt), then every guest login fails (one attempt each).
  await qa.scenarios([`fail:${guestInfo.path}:401`, `fail:${guestLogin.path}:500`]);
  await page.goto('/');
  await expect.poll(() => callsTo(apiCalls, guestLogin.path)).toBe(MAX_GUEST_LOGIN_ATTEMPTS);
  // Given time, a store without the limit would go on asking.
  await page.waitForTimeout(1_500);
  expect(callsTo(apiCalls, guestLogin.path)).toBe(MAX_GUEST_LOGIN_ATTEMPTS);
  expect(callsTo(apiCalls, guestInfo.path)).toBe(1);
  expect(callsTo(apiCalls, userInfoCall.path)).toBe(0);
  await expect(new SiteHeader(page).signIn()).toBeVisible();
});

test(`spec 4: logging out clears the tokens and starts a guest session after ${LOGOUT_GUEST_DELAY_MS} ms`, async ({ page, context, qa, apiCalls }) => {
  await qa.signIn();
  await page.clock.install();
  await page.goto('/');
  const header = new SiteHeader(page);
  await expect(header.memberName()).toHaveText(memberUser.displayName);
  await pauseClock(page);

  await header.logout(memberUser.displayName);
  await expect.poll(() => callsTo(apiCalls, logout.path)).toBe(1);
  await expect.poll(() => cookie(context, COOKIES.token)).toBeUndefined();
  await page.clock.runFor(LOGOUT_GUEST_DELAY_MS - 20);
  expect(callsTo(apiCalls, guestLogin.path)).toBe(0);
  await page.clock.runFor(40);
  await expect.poll(() => callsTo(apiCalls, guestLogin.path)).toBe(1);
  // The guest token is the guest login's, or the one the site hands a page visit that came without a
  // token meanwhile (a refresh after the logout can be such a visit): either way a guest session.
  await expect.poll(() => cookie(context, COOKIES.guestToken)).toBeTruthy();
  await expect(header.signIn()).toBeVisible();
});

test('spec 8: a 429 on guest-info logs a warning, returns nothing and asks no further', async ({ page, context, qa, apiCalls }) => {
  await qa.scenarios([`fail:${guestInfo.path}:429`]);
  const warnings: string[] = [];
  page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
  await page.goto('/');
  await expect.poll(() => warnings.some((w) => w.includes('rate limited (429)'))).toBe(true);
  expect(callsTo(apiCalls, guestInfo.path)).toBe(1);
  expect(callsTo(apiCalls, guestLogin.path)).toBe(0);
  // The guest keeps the token; the session simply has no user.
  expect(await cookie(context, COOKIES.guestToken)).toBeTruthy();
});

test('spec 8: a 401 on guest-info clears the guest token, counts, and starts a new guest session', async ({ page, context, qa, apiCalls }) => {
  await qa.scenarios([`fail:${guestInfo.path}:401`]);
  await page.goto('/');
  // Each refusal counts; a new guest session is asked for after each until the limit stops it.
  await expect.poll(() => callsTo(apiCalls, guestInfo.path)).toBe(MAX_GUEST_LOGIN_ATTEMPTS + 1);
  expect(callsTo(apiCalls, guestLogin.path)).toBe(MAX_GUEST_LOGIN_ATTEMPTS);
  expect(apiCalls.filter((c) => c.path === guestLogin.path).map((c) => c.status())).toEqual(Array(MAX_GUEST_LOGIN_ATTEMPTS).fill(200));
  // The last refusal cleared the last guest's token, and the limit kept a new one from being asked for.
  await expect.poll(() => cookie(context, COOKIES.guestToken)).toBeUndefined();
});

test(`spec 8: a 401 on user-info clears every token after ${USER_INFO_401_DELAY_MS} ms`, async ({ page, context, qa, apiCalls }) => {
  await qa.signIn();
  // The refresh fails too, so the 401 stands.
  await qa.scenarios([`fail:${userInfoCall.path}:401`, `fail:${refreshToken.path}:401`]);
  await page.clock.install();
  // Time stands still from the first byte of the page, so the wait is counted from the refusal on.
  await page.goto('/', { waitUntil: 'commit' });
  await pauseClock(page);
  await expect.poll(() => apiCalls.find((c) => c.path === userInfoCall.path)?.status()).toBe(401);
  await expect.poll(() => callsTo(apiCalls, refreshToken.path)).toBe(1);
  await page.clock.runFor(USER_INFO_401_DELAY_MS - 50);
  expect(await cookie(context, COOKIES.token)).toBe(MEMBER_TOKEN);
  await page.clock.runFor(100);
  await expect.poll(() => cookie(context, COOKIES.token)).toBeUndefined();
});

test('spec 8: a 500 on guest-info clears the tokens', async ({ page, context, qa, apiCalls }) => {
  await qa.scenarios([`fail:${guestInfo.path}:500`]);
  await page.goto('/');
  await expect.poll(() => apiCalls.find((c) => c.path === guestInfo.path)?.status()).toBe(500);
  await expect.poll(() => cookie(context, COOKIES.guestToken)).toBeUndefined();
  expect(callsTo(apiCalls, guestLogin.path)).toBe(0);
});

test('spec 8: a 500 on user-info with a token logs the member out', async ({ page, context, qa, apiCalls }) => {
  await qa.signIn();
  await qa.scenarios([`fail:${userInfoCall.path}:500`]);
  await page.goto('/');
  await expect.poll(() => callsTo(apiCalls, logout.path)).toBe(1);
  await expect.poll(() => cookie(context, COOKIES.token)).toBeUndefined();
});

test('spec 4: a refresh replaces the token, and the refused call is made again with it', async ({ page, context, qa, apiCalls }) => {
  await qa.signIn();
  await qa.scenarios(['expired-token']);
  await page.goto('/');
  await expect.poll(() => cookie(context, COOKIES.token)).toBe(REFRESHED_TOKEN);
  // The member stays signed in: user info answered once the new token was sent.
  await expect(new SiteHeader(page).memberName()).toHaveText(memberUser.displayName);
  await expect.poll(() => apiCalls.filter((c) => c.path === userInfoCall.path).map((c) => c.status())).toEqual([401, 200]);
  // A call sent with the old token while the refresh ran may ask for another; none signs the member out.
  expect(callsTo(apiCalls, refreshToken.path)).toBeGreaterThan(0);
  expect(callsTo(apiCalls, logout.path)).toBe(0);
});

test('spec 8: any other call answering 401 with Authorization logs the member out, once a refresh did not help', async ({ page, context, qa, apiCalls }) => {
  await qa.signIn();
  // The inbox is the first call of a signed-in page after user info; it carries the member's token.
  await qa.scenarios([`fail:${messageList.path}:401`]);
  await page.goto('/');
  await expect.poll(() => callsTo(apiCalls, logout.path)).toBe(1);
  await expect.poll(() => cookie(context, COOKIES.token)).toBeUndefined();
  // One refresh was tried first; the call failed again with the new token, and the member was signed out.
  expect(callsTo(apiCalls, refreshToken.path)).toBe(1);
  await expect(new SiteHeader(page).signIn()).toBeVisible();
});
