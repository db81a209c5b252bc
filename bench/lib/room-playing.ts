import type { Browser } from '@playwright/test';

// Records when the first video starts playing, in ms since navigation start.
const RECORD_PLAYING = `document.addEventListener('playing', () => { window.__playingAt ??= performance.now(); }, true);`;

/** Time from navigation start to the first `playing` event of the room's video, in a fresh browser context. */
export async function timeToPlaying(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_PLAYING);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => typeof (window as { __playingAt?: number }).__playingAt === 'number', null, { timeout: 30_000, polling: 50 });
    return await page.evaluate(() => (window as { __playingAt?: number }).__playingAt ?? Number.NaN);
  } finally {
    await context.close();
  }
}

/** Time from navigation start to the `load` event of a page, in a fresh browser context: the baseline. */
export async function timeToLoad(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return nav?.loadEventEnd || performance.now();
    });
  } finally {
    await context.close();
  }
}
