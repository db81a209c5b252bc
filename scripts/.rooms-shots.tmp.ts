import { chromium } from '@playwright/test';
import fs from 'node:fs';
const origin = 'http://127.0.0.1:3202';
const out = '/tmp/shots-rooms';
fs.mkdirSync(out, { recursive: true });
const paths = (process.argv[2] ?? '/chatroom,/chatroom/phong/30').split(',');
const member = process.argv[3] === 'member';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const vp of [{ name: 'desktop', width: 1440, height: 900 }, { name: 'phone', width: 390, height: 844 }]) {
  for (const theme of ['dark', 'light'] as const) {
    if (vp.name === 'phone' && theme === 'light' && !process.env.ALL) continue;
    const context = await browser.newContext({ viewport: vp, colorScheme: theme, locale: 'vi-VN' });
    const page = await context.newPage();
    if (member) {
      await page.goto(origin + '/');
      const res = await context.request.post(origin + '/live/api/user/login', { data: { username: 'demo', password: 'demo12345' } });
      if (!res.ok()) throw new Error('login ' + res.status());
    }
    for (const p of paths) {
      await page.goto(origin + p, { waitUntil: 'networkidle' });
      await page.waitForTimeout(800);
      if (process.env.OPEN_BELL) { await page.getByRole('button', { name: /^Hộp thư/ }).click(); await page.waitForTimeout(800); }
      const file = `${out}/${vp.name}-${theme}${member ? '-member' : ''}${p.replaceAll('/', '_')}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
