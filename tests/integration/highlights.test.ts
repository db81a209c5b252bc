import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip, ClipSummary } from '@/lib/contract/highlights';
import { clipIdFromSlug } from '@/lib/domain/highlights';
import { writeHighlightPackages } from '@/server/feed/programme/highlight-writer';
import { feedDb } from '@/server/feed/tables';
import { videoSitemapEntries } from '@/server/services/highlights/video-sitemap';
import { videoUrlsetXml } from '@/lib/seo/video-sitemap-xml';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { FX, TEST_NOW } from '../fixtures/dataset';
import { seedHighlightsData } from '../fixtures/highlights-data';
import { testBackends } from '../fixtures/test-db';
import { guestToken, memberToken } from './auth-tokens';

const backends = await testBackends();
const H = '/other/api/highlights';
type Page = { items: ClipSummary[]; total: number; pageNum: number; pageSize: number };
type Detail = { clip: Clip; moments: ClipSummary[]; related: ClipSummary[] };

describe.each(backends)('highlights API on $name', (backend) => {
  let h: Harness;
  let ids: { packageId: number; goalIds: number[] };
  beforeAll(async () => {
    h = await openHarness(backend);
    ids = await seedHighlightsData(h.t.db);
  });
  afterAll(async () => {
    await h.t.close();
  });

  // The package: its extended highlight, four goal clips, the full match, the best saves and two interviews.
  const PACKAGE_CLIPS = 9;

  it('lists the package first, then the rest of its clips, with the total for paging', async () => {
    const res = await call<Page>(h.api, `${H}/list?pageSize=2`);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(PACKAGE_CLIPS);
    expect(res.body.data.items[0]?.id).toBe(ids.packageId);
    expect(res.body.data.items[0]?.match).toMatchObject({ homeScore: 2, awayScore: 2 });
  });

  it('filters by sport, type and match', async () => {
    const goals = await call<Page>(h.api, `${H}/list?category=bong-da&type=ban-thang`);
    expect(goals.body.data.items.map((c) => c.id).sort()).toEqual([...ids.goalIds].sort());
    expect((await call<Page>(h.api, `${H}/list?category=tennis`)).body.data.total).toBe(0);
    expect((await call<Page>(h.api, `${H}/list?fixtureId=1005`)).body.data.total).toBe(PACKAGE_CLIPS);
  });

  it('answers in the reader\'s language with a slug from the Vietnamese title', async () => {
    const en = (await call<Page>(h.api, `${H}/list?type=highlight-mo-rong`, { headers: { 'x-language': 'en' } })).body.data.items[0];
    const zh = (await call<Page>(h.api, `${H}/list?type=highlight-mo-rong`, { headers: { 'x-language': 'zh' } })).body.data.items[0];
    expect(en?.title).toMatch(/^Highlights: /);
    expect(zh?.title).toMatch(/^精華：/);
    expect(en?.slug).toBe(zh?.slug);
    expect(en?.slug.startsWith('highlight-')).toBe(true);
    expect(clipIdFromSlug(en?.slug ?? '')).toBe(ids.packageId);
  });

  it('details a clip with its chapters at each goal, card and penalty, its goal clips and its stream', async () => {
    const res = await call<Detail>(h.api, `${H}/detail?id=${ids.packageId}`);
    expect(res.status).toBe(200);
    const { clip, moments } = res.body.data;
    expect(clip.chapters.map((c) => c.kind)).toEqual(['kickoff', 'goal', 'card', 'goal', 'penalty', 'goal', 'goal', 'fulltime']);
    expect(clip.chapters.filter((c) => c.kind === 'goal').map((c) => c.minute)).toEqual([9, 44, 75, 88]);
    expect(moments.filter((m) => m.type === 'ban-thang').map((m) => m.id)).toEqual(ids.goalIds);
    expect(moments.map((m) => m.type).sort()).toEqual(['ban-thang', 'ban-thang', 'ban-thang', 'ban-thang', 'cuu-thua', 'phong-van', 'phong-van', 'tran-dau']);
    expect(clip.stream).toBe(`/streams/clips/${ids.packageId}/master.m3u8`);
  });

  it('cuts the full match with a chapter at kick-off, each event and full time', async () => {
    const list = await call<Page>(h.api, `${H}/list?category=bong-da&type=tran-dau`);
    expect(list.body.data.items).toHaveLength(1);
    const full = list.body.data.items[0];
    expect(full?.durationSeconds).toBeGreaterThan(90 * 60);
    expect(full?.title).not.toMatch(/\d-\d/);
    const { clip } = (await call<Detail>(h.api, `${H}/detail?id=${full?.id ?? 0}`)).body.data;
    expect(clip.chapters.map((c) => c.kind)).toEqual(['kickoff', 'goal', 'card', 'goal', 'kickoff', 'penalty', 'goal', 'goal', 'fulltime']);
    expect(clip.chapters.at(-1)?.atSeconds).toBe(clip.durationSeconds - 5);
  });

  it('cuts the best saves with a chapter per save, and an interview per side without the score', async () => {
    const saves = (await call<Page>(h.api, `${H}/list?type=cuu-thua`)).body.data.items;
    expect(saves).toHaveLength(1);
    const { clip } = (await call<Detail>(h.api, `${H}/detail?id=${saves[0]?.id ?? 0}`)).body.data;
    expect(clip.chapters.length).toBeGreaterThan(0);
    expect(clip.chapters.every((c) => c.kind === 'save' && c.minute !== null)).toBe(true);
    const talks = (await call<Page>(h.api, `${H}/list?type=phong-van`, { headers: { 'x-language': 'en' } })).body.data.items;
    expect(talks).toHaveLength(2);
    for (const t of talks) {
      expect(t.title).toMatch(/^Post-match interview: /);
      expect(t.title).not.toMatch(/\d-\d/);
    }
  });

  it('answers 404 for an unknown clip and 422 for a bad id or filter', async () => {
    expect((await call(h.api, `${H}/detail?id=999999`)).status).toBe(404);
    expect((await call(h.api, `${H}/detail?id=abc`)).status).toBe(422);
    expect((await call(h.api, `${H}/list?type=bong-da`)).status).toBe(422);
    expect((await call(h.api, `${H}/list?pageSize=500`)).status).toBe(422);
  });

  it('keeps positions for members only: a guest gets 401', async () => {
    const guest = (await guestToken()).token;
    expect((await call(h.api, `${H}/position?clipId=${ids.packageId}`, { token: guest })).status).toBe(401);
    expect((await call(h.api, `${H}/position/save`, { token: guest, body: { clipId: ids.packageId, seconds: 12 } })).status).toBe(401);
    expect((await call(h.api, `${H}/position/save`, { body: { clipId: ids.packageId, seconds: 12 } })).status).toBe(401);
  });

  it('saves and restores a member\'s own position, never another member\'s', async () => {
    const fan = await memberToken(h.data.fanId);
    const other = await memberToken(h.data.commentators.tuan);
    const saved = await call(h.api, `${H}/position/save`, { token: fan, body: { clipId: ids.packageId, seconds: 42 } });
    expect(saved.status).toBe(200);
    await call(h.api, `${H}/position/save`, { token: fan, body: { clipId: ids.packageId, seconds: 57 } });
    expect((await call<{ seconds: number }>(h.api, `${H}/position?clipId=${ids.packageId}`, { token: fan })).body.data.seconds).toBe(57);
    expect((await call<{ seconds: number }>(h.api, `${H}/position?clipId=${ids.packageId}`, { token: other })).body.data.seconds).toBe(0);
  });

  it('refuses a bad position: unknown clip 404, past the end or malformed 422', async () => {
    const fan = await memberToken(h.data.fanId);
    expect((await call(h.api, `${H}/position/save`, { token: fan, body: { clipId: 999999, seconds: 1 } })).status).toBe(404);
    expect((await call(h.api, `${H}/position/save`, { token: fan, body: { clipId: ids.packageId, seconds: 99_999 } })).status).toBe(422);
    expect((await call(h.api, `${H}/position/save`, { token: fan, body: { clipId: ids.packageId, seconds: -1 } })).status).toBe(422);
    expect((await call(h.api, `${H}/position/save`, { token: fan, body: { clipId: ids.packageId, seconds: 1, extra: true } })).status).toBe(422);
  });

  it('counts a clip view once per viewer per hour', async () => {
    const first = await call<{ counted: boolean }>(h.api, '/other/api/views/count', { body: { kind: 'clip', id: ids.packageId } });
    const again = await call<{ counted: boolean }>(h.api, '/other/api/views/count', { body: { kind: 'clip', id: ids.packageId } });
    expect([first.body.data.counted, again.body.data.counted]).toEqual([true, false]);
  });

  it('cuts one package per match even when the feed ends it twice', async () => {
    expect(await writeHighlightPackages(feedDb(h.t.db), [FX.endedFootball], TEST_NOW)).toBe(0);
  });

  it('lists every clip in the video sitemap once per language, with its stream and length', async () => {
    const entries = await videoSitemapEntries(h.t.db);
    expect(entries).toHaveLength(PACKAGE_CLIPS * 3);
    const xml = videoUrlsetXml('https://example.vn', entries);
    expect(xml).toContain(`<video:content_loc>https://example.vn/streams/clips/${ids.packageId}/master.m3u8</video:content_loc>`);
    expect(xml).toContain('<video:duration>300</video:duration>');
    expect(xml).toMatch(/<loc>https:\/\/example\.vn\/en\/highlight\/bong-da\/highlight-mo-rong\/[a-z0-9-]+<\/loc>/);
    expect(xml).toContain('精華：');
  });

  it("names the packages of a results list's matches, and refuses a malformed list", async () => {
    const res = await call<{ fixtureId: number; clip: ClipSummary }[]>(h.api, `${H}/packages?fixtureIds=${FX.endedFootball},${FX.liveFootball},999`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => [p.fixtureId, p.clip.id])).toEqual([[FX.endedFootball, ids.packageId]]);
    expect((await call(h.api, `${H}/packages?fixtureIds=1,,2`)).status).toBe(422);
    expect((await call(h.api, `${H}/packages`)).status).toBe(422);
  });
});
