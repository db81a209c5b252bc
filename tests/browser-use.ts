import type { PlaywrightTestConfig } from '@playwright/test';

/** The browser every Playwright suite drives: Debian's Chromium, as a Vietnamese viewer in Vietnam. */
export const BROWSER_USE: PlaywrightTestConfig['use'] = {
  // A Vietnamese browser, like most of our viewers: the default locale is served without a prefix.
  locale: 'vi-VN',
  // …in Vietnam's time zone, so "today" in the browser is the site's today at any hour of the day.
  timezoneId: 'Asia/Ho_Chi_Minh',
  // The service worker answers page visits itself, out of reach of page.route(); only its own spec lets it run.
  serviceWorkers: 'block',
  trace: 'retain-on-failure',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage', '--disable-sync', '--disable-quic'],
  },
};
