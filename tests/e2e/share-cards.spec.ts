import type { APIResponse, Page } from '@playwright/test';
import type { Match } from '@/lib/contract/schedule';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { firstRoomPath } from '@/lib/domain/room-url';
import { expect, test } from './support/test';

async function cards(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      og: meta('meta[property="og:image"]'),
      width: meta('meta[property="og:image:width"]'),
      height: meta('meta[property="og:image:height"]'),
      alt: meta('meta[property="og:image:alt"]'),
      twitter: meta('meta[name="twitter:image"]'),
    };
  });
}

/** Width and height from a PNG's header (IHDR): enough to know the card is the right picture. */
async function pngSize(res: APIResponse) {
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  const bytes = await res.body();
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A football match with a room: a live one when the feed has one on, else the next or a finished one. */
async function footballMatch(page: Page): Promise<Match> {
  for (const status of [2, 1, 3]) {
    const res = await page.request.get(`/live/api/schedule/feature-match?status=${status}&pageSize=50`);
    const found = ((await res.json()) as { data: Match[] }).data.find((m) => m.liveModeId === LIVE_MODE.football && firstRoomPath(m) !== null);
    if (found) return found;
  }
  throw new Error('the seed always has football matches with rooms');
}

test('a match page shares a card of its own: a PNG of the match, cached briefly while it is live', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const match = await footballMatch(page);
  for (const locale of ['', '/en']) {
    await page.goto(`${locale}/tran-dau/x-vs-y/${match.staticId}?leagueId=${match.league.id}`);
    const card = await cards(page);
    expect(card.og).toMatch(new RegExp(`^${origin}/${locale ? 'en' : 'vi'}/tran-dau/[^/]+/${match.staticId}/opengraph-image[^/]*/card`));
    expect(card.twitter).toMatch(/\/twitter-image[^/]*\/card/);
    expect([card.width, card.height]).toEqual(['1200', '630']);
    expect(card.alt).toContain(match.home);
    const res = await page.request.get(card.og ?? '', { maxRedirects: 0 });
    expect(await pngSize(res)).toEqual({ width: 1200, height: 630 });
    expect(res.headers()['cache-control']).toMatch(match.scheduleStatus === SCHEDULE_STATUS.live ? /^public, max-age=60\b/ : /^public, max-age=\d+/);
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['content-encoding']).toBeUndefined();
    expect(res.headers()['set-cookie']).toBeUndefined();
    expect((await page.request.get(card.og ?? '', { headers: { 'if-none-match': res.headers().etag ?? '' } })).status()).toBe(304);
    expect((await page.request.get(card.twitter ?? '')).status()).toBe(200);
  }
  const unknown = `/en/tran-dau/x-vs-y/999999999/opengraph-image-${/opengraph-image-([^/]+)/.exec((await cards(page)).og ?? '')?.[1] ?? ''}/card`;
  expect((await page.request.get(unknown)).status()).toBe(404);
});

test('a room shares a card of its own; other pages keep the site card', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const match = await footballMatch(page);
  await page.route('**/streams/**', (route) => route.abort());
  await page.goto(`/en${firstRoomPath(match)}`);
  const card = await cards(page);
  expect(card.og).toMatch(new RegExp(`^${origin}/share-cards/rooms/en/\\d+\\.png$`));
  expect(card.twitter).toBe(card.og);
  expect([card.width, card.height]).toEqual(['1200', '630']);
  expect(card.alt).toBeTruthy();
  expect(await page.evaluate(() => document.querySelector('meta[property="og:title"]')?.getAttribute('content'))).toBe(await page.title());
  const res = await page.request.get(card.og ?? '');
  expect(await pngSize(res)).toEqual({ width: 1200, height: 630 });
  expect(res.headers()['content-security-policy']).toBeTruthy();
  expect((await page.request.get('/share-cards/rooms/en/999999999.png')).status()).toBe(404);
  expect((await page.request.get('/share-cards/rooms/en/abc.png')).status()).toBe(404);

  await page.goto('/en/tip-keo');
  expect((await cards(page)).og).toMatch(new RegExp(`^${origin}/app-icons/share-card\\.png`));
});
