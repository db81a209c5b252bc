import fs from 'node:fs';
import { log, run } from './steps.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's Chromium drives the browser tests; Playwright's own browser download cannot work offline. */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install -y chromium)`);
  log('installing Debian chromium for the browser tests…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}
