import { defineConfig, devices } from '@playwright/test';
import { BROWSER_USE } from './tests/browser-use';

const port = Number(process.env.FRESH_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/** A local stand-in for Google's sign-in (scripts/oauth-mock.mjs), so Google sign-in runs end to end offline. */
const oauthPort = port + 1000;
const oauthIssuer = `http://127.0.0.1:${oauthPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI === 'true' ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Artifacts go under test-results/playwright: Playwright empties its output folder on start, and the
  // vitest report beside it must survive for the summary of `npm test`.
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: { ...BROWSER_USE, baseURL },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    {
      command: 'node scripts/oauth-mock.mjs',
      url: `${oauthIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OAUTH_MOCK_PORT: String(oauthPort) },
    },
    {
      command: 'node scripts/serve-fresh.mjs',
      url: `${baseURL}/builds/latest.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      // The simulator ticks every 2 s and keeps a streamed match about to kick off (live-count.spec.ts).
      // Pages change under the tests' feet (kick-offs moved in the database): no shared page cache here.
      // The developer outbox page shows the codes the accounts tests read (it is off in production otherwise).
      // Every test speaks from 127.0.0.1, so the per-address allowances are raised; a sign-in counts as
      // recent for 12 s, so a test can wait for it to go stale before a change that asks for the password.
      env: {
        ADDRESS_LIMIT_FACTOR: '20',
        REAUTH_WINDOW_S: '12',
        FEED_TICK_MS: '2000',
        FEED_DEMO_KICKOFF_S: '30',
        PAGE_CACHE_MS: '0',
        DEV_OUTBOX: '1',
        GOOGLE_CLIENT_ID: 'portal-e2e',
        GOOGLE_CLIENT_SECRET: 'portal-e2e-secret',
        GOOGLE_ISSUER: oauthIssuer,
        // Commentators go live over RTMP on a port of this server's own; a dropped stream ends soon.
        RTMP_PORT: String(port + 2000),
        BROADCAST_GRACE_MS: '8000',
        TRANSCODE_PRESET: 'ultrafast',
        FILE_TRANSCODE_PRESET: 'ultrafast',
      },
    },
  ],
});
