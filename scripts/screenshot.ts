// Screenshots of running pages for visual review: tsx scripts/screenshot.ts <origin> <out-dir> [path…]
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

const [origin = 'http://127.0.0.1:3000', outDir = 'test-results/screens', ...paths] = process.argv.slice(2);
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'],
});
try {
  for (const viewport of VIEWPORTS) {
    for (const theme of ['dark', 'light'] as const) {
      const context = await browser.newContext({ viewport, colorScheme: theme, deviceScaleFactor: 1, locale: process.env.BROWSER_LOCALE ?? 'vi-VN' });
      const page = await context.newPage();
      for (const p of paths.length ? paths : ['/']) {
        await page.goto(origin + p, { waitUntil: 'networkidle' });
        const file = path.join(outDir, `${viewport.name}-${theme}${p.replaceAll('/', '_') || '_'}.png`);
        await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE !== '0' });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
