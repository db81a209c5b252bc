import { CHAT_RECONNECT_DELAY_MS } from '@/lib/domain/constants';
import { LiveRoom } from './pages/live-room';
import { expect, pauseClock, test } from './support/test';

// The QA mode runs no chat broker yet: every socket is refused, as when the chat server is down.

test("spec 8: when the chat server is unreachable the room says 'Không thể kết nối với server chat…'", async ({ page }) => {
  const room = new LiveRoom(page);
  await room.open();
  await expect(room.chatUnreachable().first()).toBeVisible();
});

test(`spec 4: a socket that fails is tried again after ${CHAT_RECONNECT_DELAY_MS / 1000} s`, async ({ page }) => {
  let attempts = 0;
  let ended = 0;
  page.on('websocket', (socket) => {
    attempts += 1;
    let done = false;
    const end = () => void (done || ((done = true), (ended += 1)));
    socket.on('close', end);
    socket.on('socketerror', end);
  });
  await page.clock.install();
  const room = new LiveRoom(page);
  await room.open();
  await expect(room.chatUnreachable().first()).toBeVisible();
  await pauseClock(page, 100);
  // Move time on until the next attempt, and wait for it to fail: the wait measured below starts there.
  const seen = attempts;
  await expect.poll(async () => {
    await page.clock.runFor(100);
    return attempts;
  }).toBeGreaterThan(seen);
  await expect.poll(() => ended).toBe(attempts);
  const before = attempts;
  await page.clock.runFor(CHAT_RECONNECT_DELAY_MS - 100);
  expect(attempts).toBe(before);
  await page.clock.runFor(200);
  await expect.poll(() => attempts).toBe(before + 1);
});
