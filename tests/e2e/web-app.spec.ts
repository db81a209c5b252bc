import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { APP_ICONS } from '@/lib/domain/brand-assets';
import { expect, test } from './support/test';

test('the favicon, the app icons and robots.txt answer', async ({ request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  for (const icon of APP_ICONS) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Disallow: /live/api/');
});

test('pages link their icons and manifest, and load them without a 404', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 404) missing.push(res.url());
  });
  await page.goto('/');
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /icon|favicon/);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await page.waitForLoadState('networkidle');
  expect(missing).toEqual([]);
});

test('Chromium finds the site installable from its manifest', async ({ launchOptions, baseURL }) => {
  // Private windows never offer to install, and every test context is one: this test keeps a profile.
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[]; url: string };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const installability = async () =>
      ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors.map((e) => e.errorId);
    await expect.poll(installability).toEqual([]);
  } finally {
    await context.close();
    await fs.rm(profile, { recursive: true, force: true });
  }
});
