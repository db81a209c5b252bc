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

test('spec 4: a fetch that fails shows the error state, and the day loads once the server answers again', async ({ page, qa }) => {
  await qa.scenarios([`fail:${liveSchedule.path}:500`]);
  const schedule = new SchedulePage(page);
  await schedule.open();
  await expect(schedule.failed()).toBeVisible();
  await expect(schedule.list()).toHaveCount(0);
  await qa.scenarios([]);
  // Today's list also asks again by itself, so the error may give way before the retry is pressed;
  // a press before the page has hydrated does nothing, as for a viewer: press again until it loads.
  await expect(async () => {
    if (await schedule.failed().isVisible()) await schedule.retry().catch(() => undefined);
    await expect(schedule.list()).toBeVisible({ timeout: 5_000 });
  }).toPass();
  await expect(schedule.failed()).toHaveCount(0);
});
