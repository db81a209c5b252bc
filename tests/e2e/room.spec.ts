import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { Match } from '@/lib/contract/schedule';
import { isAlwaysOnMode } from '@/lib/domain/live-modes';
import { firstRoomPath, liveRoomPath } from '@/lib/domain/room-url';

/** Live matches between two sides with a room (studio tables are always live too), from the seeded backend. */
async function liveMatches(request: APIRequestContext): Promise<Match[]> {
  const response = await request.get('/live/api/schedule/feature-match?status=2&pageSize=50');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Match[] };
  return data.filter((m) => firstRoomPath(m) !== null && !isAlwaysOnMode(m.liveModeId));
}

async function liveRoom(request: APIRequestContext): Promise<{ match: Match; path: string }> {
  const [match] = await liveMatches(request);
  expect(match, 'the seed always has live rooms').toBeDefined();
  return { match: match!, path: firstRoomPath(match!)! };
}

/** Decoding video on a busy machine can starve the page; checks of layout and navigation do without the stream. */
async function withoutStream(page: Page): Promise<void> {
  await page.route('**/streams/**', (route) => route.abort());
}

test('a live room plays its stream, starting muted', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { path } = await liveRoom(request);
  // Remember whether the video was muted when it first started playing.
  await page.addInitScript(() => {
    document.addEventListener('play', (e) => {
      const w = window as unknown as { firstPlayMuted?: boolean };
      if (w.firstPlayMuted === undefined && e.target instanceof HTMLVideoElement) w.firstPlayMuted = e.target.muted;
    }, true);
  });
  await page.goto(`/en${path}`);
  const video = page.locator('video').first();
  await expect(video).toBeAttached();
  await expect.poll(() => page.evaluate(() => (window as unknown as { firstPlayMuted?: boolean }).firstPlayMuted), { timeout: 30_000 }).toBe(true);
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 45_000 }).toBeGreaterThanOrEqual(start + 3);
});

test('the room shows the match and switches tabs in the address', async ({ page, request }) => {
  await withoutStream(page);
  const { match, path } = await liveRoom(request);
  await page.goto(`/en${path}`);
  await expect(page).toHaveTitle(new RegExp(`${match.home}.*${match.away}`));
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Odds' }).click();
  await expect(page).toHaveURL(/\?tab=odds$/);
  await expect(page.getByText('Odds are shown for information only.', { exact: false })).toBeVisible();
  await page.getByRole('tab', { name: 'Opinion' }).click();
  await expect(page.getByRole('group').getByRole('button').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Opinion' })).toHaveAttribute('aria-selected', 'true');
});

test('theatre mode widens the player and is remembered', async ({ page, request }) => {
  await withoutStream(page);
  const { path } = await liveRoom(request);
  await page.goto(`/en${path}`);
  const toggle = page.getByRole('button', { name: 'Theatre mode' });
  const player = page.getByTestId('room-player-area');
  await expect(player).toBeAttached();
  const normalWidth = (await player.boundingBox())?.width ?? 0;
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-room-mode]')).toHaveAttribute('data-room-mode', 'theatre');
  await expect.poll(async () => (await player.boundingBox())?.width ?? 0).toBeGreaterThan(normalWidth);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Theatre mode' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Theatre mode' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Theatre mode' })).toHaveAttribute('aria-pressed', 'false');
});

/** A match of today with at least two rooms, whatever its state. */
async function sharedMatch(request: APIRequestContext): Promise<Match | undefined> {
  const date = new Date().toISOString().slice(0, 10);
  const response = await request.get(`/live/api/schedule/liveSchedule?date=${date}&timezone=UTC`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Match[] };
  return data.find((m) => m.users.length >= 2 && firstRoomPath(m) !== null);
}

test('a viewer switches to another commentator of the same match', async ({ page, request }) => {
  await withoutStream(page);
  const match = await sharedMatch(request);
  test.skip(!match, 'no match of today has two rooms');
  const [first, second] = match!.users;
  const target = { liveModeId: match!.liveModeId, home: match!.home, away: match!.away, homeId: match!.localteam.id, awayId: match!.visitorteam.id };
  await page.goto(`/en${liveRoomPath({ ...target, roomId: first!.roomId })}`);
  // The name may carry the commentator's title ("Switch to Commentator …").
  await page.getByTestId('other-rooms').getByRole('link', { name: new RegExp(`^Switch to (\\S+ )?${second!.displayName}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`${liveRoomPath({ ...target, roomId: second!.roomId })}$`));
  await expect(page.getByTestId('other-rooms').locator('[aria-current="page"]')).toContainText(second!.displayName);
});

test('a bad room address is the route-validation 404', async ({ page, request }) => {
  await withoutStream(page);
  const { path } = await liveRoom(request);
  const roomSlug = path.split('/').pop()!;
  for (const bad of ['/truc-tiep/the-thao/bong-da/no-room-here', '/truc-tiep/the-thao/bong-da/a-b-2147483000', `/truc-tiep/casino/${roomSlug}`]) {
    const response = await page.goto(`/en${bad}`);
    expect(response?.status(), bad).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Page Not Found: /en${bad}`);
  }
});

test('an outdated room slug redirects permanently to the canonical address', async ({ page, request }) => {
  await withoutStream(page);
  const { path } = await liveRoom(request);
  const roomId = path.split('-').pop();
  const stale = `${path.split('/').slice(0, -1).join('/')}/old-names-${roomId}`;
  const response = await request.get(`/en${stale}?tab=odds`, { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe(`/en${path}`);
  await page.goto(`/en${stale}`);
  await expect(page).toHaveURL(new RegExp(`/en${path}$`));
});
