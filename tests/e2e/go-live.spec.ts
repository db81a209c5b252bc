import { spawn } from 'node:child_process';
import type { Broadcast, StudioOverview } from '@/lib/contract/studio';
import { findFfmpeg } from '@/server/media-pipeline/ffmpeg-path';
import viStudio from '@/messages/vi/studio.json' with { type: 'json' };
import { commentatorsWithARoom, giveAPassword, logInCommentator, restoreDemoRoom, roomViewerCount, RTMP_PORT } from './support/commentator';
import { expect, test, type APIRequestContext, type Page } from './support/test';

test.describe.configure({ timeout: 240_000 });

const data = async <T>(res: { json(): Promise<unknown>; status(): number }): Promise<T> => {
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: T }).data;
};

async function currentBroadcast(request: APIRequestContext, headers: Record<string, string>): Promise<Broadcast | null> {
  return (await data<{ broadcast: Broadcast | null }>(await request.get('/al/api/studio/broadcast', { headers }))).broadcast;
}

const videoHeight = (page: Page) => page.getByTestId('live-player').evaluate((v: HTMLVideoElement) => v.videoHeight);
const currentTime = (page: Page) => page.getByTestId('live-player').evaluate((v: HTMLVideoElement) => v.currentTime);

async function pickQuality(page: Page, label: RegExp): Promise<void> {
  await page.getByTestId('live-player').hover();
  await page.getByRole('button', { name: /^Chất lượng/ }).click();
  await page.getByRole('button', { name: label }).click();
}

test('a commentator goes live from an encoder over RTMP: the room plays it at 540p and 1080p, goes off air when it stops, and the recording plays on demand', async ({ browser }) => {
  const ffmpeg = findFfmpeg();
  expect(ffmpeg, 'ffmpeg is needed to play the encoder').not.toBeNull();
  const [{ username, roomId }] = commentatorsWithARoom(1) as [{ username: string; roomId: number }];
  giveAPassword(username);
  const viewersBefore = roomViewerCount(roomId);
  const studio = await browser.newContext();
  const viewer = await browser.newContext();
  try {
    const headers = await logInCommentator(studio.request, username);
    const { key } = await data<{ key: string }>(await studio.request.post('/al/api/studio/key', { data: {}, headers }));
    const overview = await data<StudioOverview>(await studio.request.get('/al/api/studio/overview', { headers }));
    expect(overview.rooms.map((r) => r.roomId)).toContain(roomId);
    const planned = await data<Broadcast>(await studio.request.post('/al/api/studio/plan', { data: { roomId, title: 'Nhận định và bình luận trực tiếp', language: 'vi' }, headers }));
    expect(planned.state).toBe('ready');

    // OBS's part, played by ffmpeg: a 1080p30 test pattern with a tone, keyframes every 2 s.
    const encoder = spawn(ffmpeg?.path ?? 'ffmpeg', ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
      '-t', '70', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '60', '-pix_fmt', 'yuv420p', '-b:v', '4000k', '-c:a', 'aac', '-f', 'flv', `rtmp://127.0.0.1:${RTMP_PORT}/live/${key}`], { stdio: 'ignore' });
    try {
      await expect.poll(async () => (await currentBroadcast(studio.request, headers))?.state, { timeout: 30_000 }).toBe('live');
      const room = await data<{ onAir: boolean; demo: boolean; broadcastState: string | null }>(await viewer.request.get(`/live/api/schedule/liveRoom?id=${roomId}`));
      expect(room).toMatchObject({ onAir: true, demo: false, broadcastState: 'live' });

      const page = await viewer.newPage();
      await page.goto(planned.roomPath);
      await expect.poll(() => currentTime(page), { timeout: 60_000 }).toBeGreaterThan(1);
      await pickQuality(page, /^SD/);
      await expect.poll(() => videoHeight(page), { timeout: 60_000, intervals: [500] }).toBe(540);
      await pickQuality(page, /^HD/);
      await expect.poll(() => videoHeight(page), { timeout: 60_000, intervals: [500] }).toBe(1080);
      const at = await currentTime(page);
      await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(at + 2);

      // The studio shows the stream's health while it is live.
      const health = (await currentBroadcast(studio.request, headers))?.health;
      expect(health?.renditions).toEqual(['540p', '720p', '1080p']);
      expect(health?.height).toBe(1080);
    } finally {
      encoder.kill('SIGINT');
    }
    // After the grace period the broadcast ends and the room goes off air.
    await expect.poll(() => currentBroadcast(studio.request, headers), { timeout: 60_000 }).toBeNull();
    const after = await data<{ onAir: boolean }>(await viewer.request.get(`/live/api/schedule/liveRoom?id=${roomId}`));
    expect(after.onAir).toBe(false);

    // The recording is packaged and plays on demand in the studio.
    const page = await studio.newPage();
    await page.goto('/studio');
    const recording = page.getByTestId('recording').first();
    await expect(recording).toHaveAttribute('data-state', 'ready', { timeout: 90_000 });
    await recording.getByRole('button', { name: viStudio.recordings.watch }).click();
    const video = page.getByTestId('recording-video');
    await video.evaluate((v: HTMLVideoElement) => { v.muted = true; void v.play(); });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(1);
    expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(10);
  } finally {
    await studio.close();
    await viewer.close();
    restoreDemoRoom(roomId, viewersBefore);
  }
});
