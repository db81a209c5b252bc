import { expect, test as base, type Page, type Request } from '@playwright/test';
import { COOKIES } from '@/lib/domain/constants';
import { MEMBER_TOKEN } from '@/tests/mocks/data';
import { SCENARIO_COOKIE, scenarioCookieValue } from '@/tests/mocks/qa/scenario';

export { expect };

interface QaBrowser {
  /** Picks the QA mode's scenarios for every request of this browser context, the pages' server-side calls included. */
  scenarios: (names: readonly string[]) => Promise<void>;
  /** Makes this browser the demo member's: the access token the mock's user-info answers for. */
  signIn: () => Promise<void>;
}

interface QaFixtures {
  qa: QaBrowser;
  /** The API calls the browser made in this test, in order, as `METHOD /path` with their status once answered. */
  apiCalls: { method: string; path: string; status: () => number | undefined }[];
}

const API_PATH = /^\/(?:live|al|other)\/api\//;

export const test = base.extend<QaFixtures>({
  qa: async ({ context, baseURL }, provide) => {
    const url = baseURL ?? '';
    await provide({
      scenarios: (names) => context.addCookies([{ name: SCENARIO_COOKIE, value: scenarioCookieValue(names), url }]),
      signIn: () => context.addCookies([{ name: COOKIES.token, value: MEMBER_TOKEN, url }]),
    });
  },
  apiCalls: async ({ context }, provide) => {
    const calls: QaFixtures['apiCalls'] = [];
    const statuses = new Map<Request, number>();
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (API_PATH.test(url.pathname)) calls.push({ method: request.method(), path: url.pathname, status: () => statuses.get(request) });
    });
    context.on('response', (response) => void statuses.set(response.request(), response.status()));
    await provide(calls);
  },
});

/** How many times the browser called this path. */
export const callsTo = (calls: QaFixtures['apiCalls'], path: string) => calls.filter((c) => c.path === path).length;

/**
 * Stops the page's installed clock: no timer fires from here until the test moves it on. It jumps
 * `leadMs` ahead first (a clock can only be paused in its future), firing what falls due meanwhile.
 */
export async function pauseClock(page: Page, leadMs = 5_000): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    // The page's clock may run a little ahead of ours; the later of the two is still its past.
    const pageNow = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(Math.max(pageNow, Date.now()) + leadMs);
      return;
    } catch (err) {
      // On a busy machine more than a short lead can pass before the pause reaches the page, which
      // then refuses a moment already behind it; a fresh reading gives a moment still ahead.
      if (tries >= 3 || !String(err).includes('to the past')) throw err;
    }
  }
}
