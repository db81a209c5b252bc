import { expect, test, type Page } from './support/test';
import { firstRoomPath } from '@/lib/domain/room-url';

interface LiveMatch {
  liveModeId: number;
  home: string;
  away: string;
  roomId: number | null;
  localteam: { id: number };
  visitorteam: { id: number };
  users: { roomId: number }[];
}

async function liveRoomPath(page: Page): Promise<{ path: string; roomId: number }> {
  const res = await page.request.get('/live/api/schedule/feature-match?status=2&pageSize=50');
  expect(res.status()).toBe(200);
  const matches = ((await res.json()) as { data: LiveMatch[] }).data;
  for (const match of matches) {
    const path = firstRoomPath(match);
    const roomId = match.roomId ?? match.users[0]?.roomId;
    if (path && roomId) return { path, roomId };
  }
  throw new Error('the seed always has live rooms');
}

const currentTime = (page: Page) => page.getByTestId('live-player').evaluate((v: HTMLVideoElement) => v.currentTime);

/** Waits until the video has played `seconds` more than it had when called. */
async function expectAdvance(page: Page, seconds: number) {
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(0);
  const start = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 30_000, intervals: [500] }).toBeGreaterThanOrEqual(start + seconds);
}

// The element as it starts playing, seen before the player's own handlers run.
const RECORD_FIRST_PLAY = `document.addEventListener('play', (e) => {
  window.__firstPlay ??= { muted: e.target.muted, volume: e.target.volume, activated: navigator.userActivation.hasBeenActive };
}, true);`;

test('a live room plays its stream, muted at first', async ({ page }) => {
  test.setTimeout(90_000);
  const { path } = await liveRoomPath(page);
  await page.addInitScript(RECORD_FIRST_PLAY);
  await page.goto(path);
  const video = page.getByTestId('live-player');
  await expect(video).toBeVisible();
  await expectAdvance(page, 3);
  const first = await page.evaluate(() => (window as unknown as { __firstPlay: { muted: boolean; volume: number; activated: boolean } }).__firstPlay);
  expect(first).toMatchObject({ muted: true, volume: 0.8 });
  // Spec §4: the first play unmutes, where the browser allows sound (the viewer has interacted with the page).
  expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, paused: v.paused }))).toEqual({ muted: !first.activated, paused: false });
});

test('switching quality keeps the stream playing on the chosen rendition', async ({ page }) => {
  test.setTimeout(90_000);
  const { path, roomId } = await liveRoomPath(page);
  await page.goto(path);
  await expectAdvance(page, 1);
  const sd = page.waitForRequest((req) => req.url().endsWith(`/streams/${roomId}/540p.m3u8`));
  await page.getByTestId('live-player').hover();
  await page.getByRole('button', { name: /^Chất lượng/ }).click();
  await page.getByRole('button', { name: /^SD/ }).click();
  await sd;
  await expectAdvance(page, 2);
  await expect(page.getByRole('button', { name: /^Chất lượng/ })).toContainText('SD');
  expect(await page.getByTestId('live-player').evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
});

test('the stream server answers live playlists and refuses unknown rooms', async ({ page }) => {
  const { roomId } = await liveRoomPath(page);
  const master = await page.request.get(`/streams/${roomId}/master.m3u8`);
  expect(master.status()).toBe(200);
  expect(master.headers()['content-type']).toBe('application/vnd.apple.mpegurl');
  expect(await master.text()).toContain('1080p.m3u8');
  const media = await page.request.get(`/streams/${roomId}/720p.m3u8`);
  expect(await media.text()).toContain('#EXT-X-MEDIA-SEQUENCE:');
  expect((await page.request.get('/streams/999999999/master.m3u8')).status()).toBe(404);
});
