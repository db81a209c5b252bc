import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

/** A string only hls.js's bundle holds (full or light build): the name of its manifest-parsed event. */
export const HLS_MARKER = 'hlsManifestParsed';

export interface PageScripts {
  /** Every script the page fetched until it settled, with its gzip size. */
  scripts: { url: string; gzipKb: number; hls: boolean }[];
}

/** Opens a page and records every JavaScript file it downloads until `ready` resolves. */
export async function scriptsOf(browser: Browser, url: string, ready: 'networkidle' | 'playing'): Promise<PageScripts> {
  const context = await browser.newContext({ locale: 'vi-VN' });
  try {
    const page = await context.newPage();
    const pending: Promise<PageScripts['scripts'][number] | null>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(res.body().then((body) => ({
        url: res.url(),
        gzipKb: gzipSync(body, { level: 9 }).length / 1024,
        hls: body.includes(HLS_MARKER),
      })).catch(() => null));
    });
    if (ready === 'playing') {
      await page.addInitScript(`document.addEventListener('playing', () => { window.__playing = true; }, true);`);
      await page.goto(url);
      await page.waitForFunction(() => (window as { __playing?: boolean }).__playing === true, null, { timeout: 30_000 });
    } else {
      await page.goto(url, { waitUntil: 'networkidle' });
    }
    const scripts = (await Promise.all(pending)).filter((s): s is PageScripts['scripts'][number] => s !== null);
    return { scripts };
  } finally {
    await context.close();
  }
}
