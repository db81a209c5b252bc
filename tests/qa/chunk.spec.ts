import { CHUNK_RELOAD_GUARD_MS } from '@/lib/domain/constants';
import { ChunkRecovery } from './pages/chunk-recovery';
import { expect, test } from './support/test';

// Spec 8: "Code chunk load failure: the page reloads, guarded by a 10 s window". Under chunk-fail every
// chunk not yet in the browser cache answers 404; it is picked after the first load, as a deployment
// would remove an open page's chunks.

// A reload starts from the failure's own error event; this long allows for a slow machine.
const RELOAD_WAIT_MS = 10_000;

// The page's clock stands still at these times (timers still run), so the window is measured exactly.
const FIRST_FAILURE_AT = new Date('2026-05-10T12:00:00Z');
const after = (ms: number) => new Date(FIRST_FAILURE_AT.getTime() + ms);

/** Loads the home page at FIRST_FAILURE_AT, then picks chunk-fail and has a chunk fail: the page reloads. */
async function firstFailure(recovery: ChunkRecovery, pickChunkFail: () => Promise<void>): Promise<void> {
  await recovery.page.clock.setFixedTime(FIRST_FAILURE_AT);
  await recovery.page.goto('/');
  await recovery.servicesRunning();
  await pickChunkFail();
  await recovery.forgetServices();
  const reloaded = recovery.page.waitForEvent('load', { timeout: RELOAD_WAIT_MS });
  await recovery.failAChunk();
  await reloaded;
  await recovery.servicesRunning();
  expect(await recovery.reloadedAt()).toBe(String(FIRST_FAILURE_AT.getTime()));
}

test('spec 8: a code chunk that fails to load reloads the page', async ({ page, qa }) => {
  const recovery = new ChunkRecovery(page);
  await page.goto('/');
  await recovery.servicesRunning();
  // Gone with the document if the page reloads.
  await page.evaluate(() => document.documentElement.setAttribute('data-qa-first-document', ''));
  await qa.scenarios(['chunk-fail']);
  await recovery.failAChunk();
  await expect.poll(() => recovery.loads).toBe(2);
  await expect(page.locator('html[data-qa-first-document]')).toHaveCount(0);
  expect(await recovery.reloadedAt()).not.toBeNull();
});

test(`spec 8: a second chunk failure within ${CHUNK_RELOAD_GUARD_MS / 1000} s does not reload again`, async ({ page, qa }) => {
  const recovery = new ChunkRecovery(page);
  await firstFailure(recovery, () => qa.scenarios(['chunk-fail']));

  // A second short of the window.
  await page.clock.setFixedTime(after(CHUNK_RELOAD_GUARD_MS - 1_000));
  await recovery.failAChunk();
  await expect(page.waitForEvent('load', { timeout: 3_000 })).rejects.toThrow();
  expect(recovery.loads).toBe(2);
  expect(await recovery.reloadedAt()).toBe(String(FIRST_FAILURE_AT.getTime()));
});

test(`spec 8: after the ${CHUNK_RELOAD_GUARD_MS / 1000} s window a chunk failure reloads again`, async ({ page, qa }) => {
  const recovery = new ChunkRecovery(page);
  await firstFailure(recovery, () => qa.scenarios(['chunk-fail']));

  const windowOver = after(CHUNK_RELOAD_GUARD_MS);
  await page.clock.setFixedTime(windowOver);
  await recovery.forgetServices();
  const reloaded = page.waitForEvent('load', { timeout: RELOAD_WAIT_MS });
  await recovery.failAChunk();
  await reloaded;
  expect(recovery.loads).toBe(3);
  expect(await recovery.reloadedAt()).toBe(String(windowOver.getTime()));
});
