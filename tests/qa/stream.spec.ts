import errors from '@/messages/vi/errors.json' with { type: 'json' };
import liveroom from '@/messages/vi/liveroom.json' with { type: 'json' };
import { LiveRoom } from './pages/live-room';
import { RoomPlayer } from './pages/room-player';
import { expect, test } from './support/test';

// The QA mode streams the committed demo recording in every live room (server/mock/streams.ts).

test('spec 4: a live room plays its stream', async ({ page }) => {
  const player = new RoomPlayer(page);
  await new LiveRoom(page).open();
  // Muted autoplay: no click is needed for the picture to move.
  await expect.poll(async () => (await player.progress()).currentTime, { timeout: 20_000 }).toBeGreaterThan(0);
  expect((await player.progress()).readyState).toBeGreaterThanOrEqual(2);
});

test('spec 8: stream player errors are logged only, and the room stays usable', async ({ page, qa }) => {
  await qa.scenarios(['stream-error']);
  const player = new RoomPlayer(page);
  const pageErrors: string[] = [];
  const reported: string[] = [];
  const streamStatuses: number[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));
  // reportError writes `[error] …` where no error service is configured, as in the QA mode.
  page.on('console', (message) => void (message.text().startsWith('[error]') && reported.push(message.text())));
  page.on('response', (response) => void (new URL(response.url()).pathname.startsWith('/streams/') && streamStatuses.push(response.status())));

  await new LiveRoom(page).open();
  await expect.poll(() => player.logged.length).toBeGreaterThan(0);
  expect(streamStatuses.length).toBeGreaterThan(0);
  expect(streamStatuses.every((status) => status === 500)).toBe(true);
  expect((await player.progress()).currentTime).toBe(0);

  // Logged, and nothing more: no error page, no dialog, no toast, nothing reported or thrown.
  await expect(page.getByText(errors.serverError.title)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(reported).toEqual([]);
  expect(pageErrors).toEqual([]);

  // The rest of the room still answers.
  const odds = page.getByRole('tab', { name: liveroom.tabs.odds });
  await odds.click();
  await expect(odds).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeVisible();
});
