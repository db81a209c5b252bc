import { LiveRoom } from './pages/live-room';
import { expect, test } from './support/test';

// The QA mode runs no chat broker yet: every socket is refused, as when the chat server is down.

test("spec 8: when the chat server is unreachable the room says 'Không thể kết nối với server chat…'", async ({ page }) => {
  const room = new LiveRoom(page);
  await room.open();
  await expect(room.chatUnreachable().first()).toBeVisible();
});
