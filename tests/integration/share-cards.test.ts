import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/domain/locale';
import { SHARE_CARD_CACHE, SHARE_CARD_ID } from '@/lib/domain/share-card';
import type { Db } from '@/server/db/client';
import { loadMessages } from '@/lib/i18n/messages';
import { NAMESPACES } from '@/lib/i18n/namespaces';
import { FX, seedTestData } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';

// The image routes read the database, the request's headers and the translations through Next; here they read the test's.
const state = vi.hoisted(() => ({ db: null as unknown, requestHeaders: new Headers() }));
vi.mock('@/server/db/client', async (original) => ({ ...(await original<object>()), getDb: async () => state.db }));
vi.mock('next/headers', () => ({ headers: async () => state.requestHeaders }));
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({ locale, messages: await loadMessages(locale, NAMESPACES), namespace: namespace as never }),
}));

const { matchImageMetadata, matchShareImage } = await import('@/app/[locale]/(default)/(light)/tran-dau/_match/share-image');
const { roomShareImage } = await import('@/app/share-cards/rooms/room-card-image');

const staticIdOf = (fixtureId: number) => String(fixtureId + 90_000);
const matchParams = (fixtureId: number, locale = 'vi') => ({ locale, pair: 'a-vs-b', staticId: staticIdOf(fixtureId) });

async function pngSize(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const { format, width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { format, width, height };
}

describe.each(await testBackends())('share cards on $name', (backend) => {
  let close: () => Promise<void>;
  beforeAll(async () => {
    const t = await backend.open();
    await seedTestData(t.db as Db);
    state.db = t.db;
    close = t.close;
  });
  afterAll(async () => close());

  it.each([
    ['live', FX.liveFootball, 'vi', SHARE_CARD_CACHE.live],
    ['upcoming', FX.upcomingFootball, 'en', SHARE_CARD_CACHE.upcoming],
    ['finished', FX.endedFootball, 'zh', SHARE_CARD_CACHE.settled],
  ])('draws a %s match as a 1200×630 PNG cached as long as its state holds', async (_, fixtureId, locale, cache) => {
    const res = await matchShareImage(matchParams(fixtureId, locale));
    expect(await pngSize(res)).toEqual({ format: 'png', width: 1200, height: 630 });
    expect(res.headers.get('cache-control')).toBe(cache);
  });

  it('answers 304 to a client that already has the same state', async () => {
    const first = await matchShareImage(matchParams(FX.endedFootball));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"sc\d+-/);
    state.requestHeaders = new Headers({ 'if-none-match': etag ?? '' });
    try {
      expect((await matchShareImage(matchParams(FX.endedFootball))).status).toBe(304);
      expect((await matchShareImage(matchParams(FX.endedFootball, 'en'))).status).toBe(200);
    } finally {
      state.requestHeaders = new Headers();
    }
  });

  it('names the match in the alt text, in the page language', async () => {
    const [meta] = await matchImageMetadata(matchParams(FX.liveFootball, 'en'));
    expect(meta).toMatchObject({ id: SHARE_CARD_ID, alt: 'Hà Nội FC vs Hải Phòng – V.League 1', size: { width: 1200, height: 630 } });
  });

  it.each([
    ['an unknown match', matchParams(999)],
    ['a bad id', { locale: 'vi', pair: 'a-vs-b', staticId: 'abc' }],
    ['a broken pair', { locale: 'vi', pair: '%E0%A4%A', staticId: staticIdOf(FX.liveFootball) }],
    ['an unknown locale', matchParams(FX.liveFootball, 'fr')],
  ])('answers 404 for %s', async (_, params) => {
    expect((await matchShareImage(params)).status).toBe(404);
    expect(await matchImageMetadata(params)).toEqual([]);
  });

  it.each([
    ['on air', 1, 'vi', SHARE_CARD_CACHE.live],
    ['waiting for kick-off', 3, 'en', SHARE_CARD_CACHE.upcoming],
  ])('draws a room %s as a 1200×630 PNG', async (_, roomId, locale, cache) => {
    const res = await roomShareImage(locale, `${roomId}.png`);
    expect(await pngSize(res)).toEqual({ format: 'png', width: 1200, height: 630 });
    expect(res.headers.get('cache-control')).toBe(cache);
  });

  it('draws a room as a WebP poster for its player, a fraction of the PNG, with its own entity tag', async () => {
    const png = await roomShareImage('vi', '1.png');
    const webp = await roomShareImage('vi', '1.webp');
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('cache-control')).toBe(png.headers.get('cache-control'));
    const bytes = Buffer.from(await webp.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 630 });
    expect(bytes.length).toBeLessThan((await png.arrayBuffer()).byteLength / 2);

    const etag = webp.headers.get('etag') ?? '';
    expect(etag).not.toBe(png.headers.get('etag'));
    state.requestHeaders = new Headers({ 'if-none-match': etag });
    try {
      expect((await roomShareImage('vi', '1.webp')).status).toBe(304);
      // A client holding the poster has not got the PNG.
      expect((await roomShareImage('vi', '1.png')).status).toBe(200);
    } finally {
      state.requestHeaders = new Headers();
    }
  });

  it.each([
    ['an unknown room', 'vi', '999.png'],
    ['an unknown room as a poster', 'vi', '999.webp'],
    ['a bad id', 'vi', 'x.png'],
    ['a zero id', 'vi', '0.png'],
    ['an id past the column', 'vi', '99999999999.png'],
    ['another format', 'vi', '1.jpg'],
    ['an unknown locale', 'fr', '1.png'],
  ])('answers 404 for %s', async (_, locale, file) => {
    expect((await roomShareImage(locale, file)).status).toBe(404);
  });
});
