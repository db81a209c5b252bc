import { liveSchedule } from '@/lib/contract/schedule-calls';
import { SchedulePage } from './pages/schedule';
import { expect, test } from './support/test';

// Spec 4's data fetches, on the live schedule: success, empty, error, and a retry that succeeds.

test('spec 4: a fetch that succeeds shows the day\'s matches', async ({ page }) => {
  const schedule = new SchedulePage(page);
  await schedule.open();
  await expect(schedule.list()).toBeVisible();
  await expect(schedule.empty()).toHaveCount(0);
});

test('spec 4: a fetch that answers an empty list shows the empty state', async ({ page, qa }) => {
  await qa.scenarios(['empty']);
  const schedule = new SchedulePage(page);
  await schedule.open();
  await expect(schedule.empty()).toBeVisible();
  await expect(schedule.list()).toHaveCount(0);
});

test('spec 4: a fetch that fails shows the error state, and its retry loads the day once the server answers', async ({ page, qa }) => {
  await qa.scenarios([`fail:${liveSchedule.path}:500`]);
  const schedule = new SchedulePage(page);
  await schedule.open();
  await expect(schedule.failed()).toBeVisible();
  await expect(schedule.list()).toHaveCount(0);
  // The server answers again: the retry draws the list.
  await qa.scenarios([]);
  await schedule.retry();
  await expect(schedule.list()).toBeVisible();
  await expect(schedule.failed()).toHaveCount(0);
});
