import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { BROWSER_USE } from './tests/browser-use';
import { CHAT_JOURNAL_DIR } from './tests/mocks/qa/chat-journal';

// The QA suite: the production build in the QA mode, every API call answered by the mock handlers,
// each test picking its scenarios with a cookie (tests/qa/support/test.ts).
const port = Number(process.env.MOCK_PORT ?? 3500);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/qa',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI === 'true' ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/playwright-qa',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-qa.json' }]],
  use: { ...BROWSER_USE, baseURL },
  projects: [{ name: 'qa', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'node scripts/serve-mock.mjs',
    url: `${baseURL}/builds/latest.json`,
    reuseExistingServer: false,
    // A stop it can finish: the QA server removes its demo store on the way out.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // The chat journal lets the chat tests see every socket the server took (tests/qa/support/chat-journal.ts).
    env: { MOCK_PORT: String(port), QA_CHAT_JOURNAL: path.resolve(CHAT_JOURNAL_DIR) },
  },
});
