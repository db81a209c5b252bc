import { CHAT_MAX_CONNECTS, CHAT_RECONNECT_DELAY_MS } from '@/lib/domain/constants';
import { LiveRoom } from './pages/live-room';
import { expect, test } from './support/chat-journal';

// The QA server's chat socket speaks STOMP like the broker; the chat scenarios refuse it or cut it.
// Timing is read from the server's journal of this context's sockets, not from the page.

test("spec 8: when the chat server is unreachable the room says 'Không thể kết nối với server chat…'", async ({ page, qa }) => {
  await qa.scenarios(['chat-down']);
  const room = new LiveRoom(page);
  await room.open();
  await expect(room.chatUnreachable().first()).toBeVisible();
});

test(`spec 4: a socket the server closes is tried again after ${CHAT_RECONNECT_DELAY_MS / 1000} s, not sooner and not much later`, async ({ page, qa, chatJournal }) => {
  await qa.scenarios(['chat-close:300', chatJournal.pick]);
  await new LiveRoom(page).open();
  // Four closes and the attempt after each; the first is left out, as the page may still be settling then.
  await expect.poll(() => chatJournal.reconnectGaps().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
  for (const gap of chatJournal.reconnectGaps().slice(1)) {
    expect(gap).toBeGreaterThanOrEqual(CHAT_RECONNECT_DELAY_MS);
    expect(gap).toBeLessThan(CHAT_RECONNECT_DELAY_MS + 700);
  }
});

test(`spec 4: after more than ${CHAT_MAX_CONNECTS} successful connects no new attempt is made and a warning is shown`, async ({ page, qa, chatJournal }) => {
  await qa.scenarios(['chat-close:100', chatJournal.pick]);
  const room = new LiveRoom(page);
  await room.open();
  await expect(room.chatExhausted()).toBeVisible({ timeout: 20_000 });
  expect(chatJournal.connects()).toBe(CHAT_MAX_CONNECTS + 1);
  // Well past the reconnect delay: an attempt that was still due would have reached the server by now.
  await page.waitForTimeout(CHAT_RECONNECT_DELAY_MS * 2.5);
  expect(chatJournal.attempts()).toBe(CHAT_MAX_CONNECTS + 1);
  await expect(room.chatExhausted()).toBeVisible();
});

test('spec 4: a socket the server closes mid-session reconnects and the messages flow again', async ({ page, qa, chatJournal }) => {
  await qa.signIn();
  await qa.scenarios(['chat-close:8000', chatJournal.pick]);
  const room = new LiveRoom(page);
  await room.open();
  await expect(room.chatStatus('open')).toBeAttached();
  await room.sendChat('Trước khi mất kết nối');
  await expect(room.chatMessages().getByText('Trước khi mất kết nối')).toBeVisible();
  await expect(room.chatStatus('reconnecting')).toBeAttached({ timeout: 10_000 });
  await expect(room.chatStatus('open')).toBeAttached();
  expect(chatJournal.reconnectGaps().length).toBeGreaterThanOrEqual(1);
  await room.sendChat('Sau khi kết nối lại');
  await expect(room.chatMessages().getByText('Sau khi kết nối lại')).toBeVisible();
});
