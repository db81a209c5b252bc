import type { Broadcast } from '@/lib/contract/studio';
import viStudio from '@/messages/vi/studio.json' with { type: 'json' };
import { BROWSER_USE } from '../browser-use';
import { commentatorsWithARoom, giveAPassword, logInCommentator, restoreDemoRoom, roomViewerCount } from './support/commentator';
import { expect, test } from './support/test';

// Chromium's fake camera (a moving test pattern) and microphone (a beep), granted without asking.
test.use({ launchOptions: { ...BROWSER_USE?.launchOptions, args: [...(BROWSER_USE?.launchOptions?.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] } });
test.describe.configure({ timeout: 180_000 });

test('a commentator goes live from the browser studio with a camera, viewers see it, and ending it takes the room off air', async ({ browser }) => {
  const [{ username, roomId }] = commentatorsWithARoom(2) as [{ username: string; roomId: number }];
  giveAPassword(username);
  const viewersBefore = roomViewerCount(roomId);
  const studio = await browser.newContext({ permissions: ['camera', 'microphone'] });
  const viewer = await browser.newContext();
  try {
    const headers = await logInCommentator(studio.request, username);
    const page = await studio.newPage();
    await page.goto('/studio');
    const save = page.getByRole('button', { name: viStudio.plan.save });
    // The form takes input once the page is interactive; what is typed before hydration would be reset.
    await expect(save).toBeEnabled();
    await page.getByLabel(viStudio.plan.room).selectOption(String(roomId));
    await page.getByLabel(viStudio.plan.titleLabel).fill('Góc bình luận từ trình duyệt');
    await save.click();
    await expect(page.getByTestId('broadcast-title')).toHaveText('Góc bình luận từ trình duyệt');

    await page.getByRole('tab', { name: viStudio.goLive.tabs.browser }).click();
    const panel = page.getByTestId('browser-go-live');
    await panel.getByRole('button', { name: viStudio.browser.turnOn }).click();
    await expect.poll(() => panel.getByLabel(viStudio.browser.preview).evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);
    await panel.getByTestId('browser-go').click();
    await expect(page.getByTestId('broadcast')).toContainText(viStudio.state.live, { timeout: 30_000 });

    const broadcast = ((await (await studio.request.get('/al/api/studio/broadcast', { headers })).json()) as { data: { broadcast: Broadcast } }).data.broadcast;
    expect(broadcast).toMatchObject({ state: 'live', source: 'browser', roomId });
    const room = await viewer.newPage();
    await room.goto(broadcast.roomPath);
    const video = room.getByTestId('live-player');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 60_000 }).toBeGreaterThan(1);
    expect(await video.evaluate((v: HTMLVideoElement) => v.videoHeight)).toBeGreaterThan(0);

    await page.getByTestId('broadcast-end').click();
    await page.getByRole('button', { name: viStudio.broadcast.endConfirm }).click();
    await expect(page.getByTestId('broadcast-none')).toBeVisible({ timeout: 30_000 });
    const after = ((await (await viewer.request.get(`/live/api/schedule/liveRoom?id=${roomId}`)).json()) as { data: { onAir: boolean } }).data;
    expect(after.onAir).toBe(false);
  } finally {
    await studio.close();
    await viewer.close();
    restoreDemoRoom(roomId, viewersBefore);
  }
});
