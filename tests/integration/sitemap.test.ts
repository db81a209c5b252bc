import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_PARTS } from '@/lib/domain/sitemap';
import { newsSitemapEntries } from '@/server/services/news/news-sitemap';
import { sitemapEntries, sitemapFiles } from '@/server/services/sitemap';
import { openHarness, type Harness } from '../fixtures/api-harness';
import { TEST_NOW } from '../fixtures/dataset';
import { seedNewsData } from '../fixtures/news-data';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();

describe.each(backends)('the sitemap on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(backend);
  });
  afterAll(async () => {
    await h.t.close();
  });

  it('lists the sections file and one file per chunk of each kind of data page', async () => {
    expect(await sitemapFiles(h.t.db)).toEqual(['/sitemaps/sections-1.xml', '/sitemaps/google-news.xml', '/sitemaps/video.xml', '/sitemaps/matches-1.xml', '/sitemaps/teams-1.xml', '/sitemaps/leagues-1.xml']);
    // Four football teams in chunks of three: two files, the second holding the last team.
    const files = await sitemapFiles(h.t.db, 3);
    expect(files.filter((f) => f.includes('/teams-'))).toEqual(['/sitemaps/teams-1.xml', '/sitemaps/teams-2.xml']);
    expect((await sitemapEntries(h.t.db, 'teams', 2, 3))?.map((e) => e.path)).toEqual(['/doi-bong/chelsea/104']);
  });

  it('gives football matches, teams and leagues their page addresses, and no other sport’s', async () => {
    const matches = (await sitemapEntries(h.t.db, 'matches', 1)) ?? [];
    expect(matches).toHaveLength(6);
    expect(matches[0]).toEqual({ path: expect.stringMatching(/^\/tran-dau\/ha-noi-fc-vs-hai-phong\/\d+\?leagueId=1$/), lastModified: expect.any(Number) });
    expect((await sitemapEntries(h.t.db, 'teams', 1))?.map((e) => e.path)).toEqual(['/doi-bong/ha-noi-fc/101', '/doi-bong/hai-phong/102', '/doi-bong/arsenal/103', '/doi-bong/chelsea/104']);
    expect((await sitemapEntries(h.t.db, 'leagues', 1))?.map((e) => e.path)).toEqual(['/giai-dau/vleague-1/1', '/giai-dau/premier-league/2']);
  });

  it('lists the sections’ public pages and never a member’s own', async () => {
    const paths = ((await sitemapEntries(h.t.db, 'sections', 1)) ?? []).map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/lich-truc-tiep', '/lich-truc-tiep/the-thao/bong-da', '/lich-truc-tiep/esport', '/ket-qua/bong-da', '/tip-keo', '/tip-keo/bong-da/keo-chau-a']));
    expect(paths.filter((p) => /tip-cua-toi|dat-lich-cua-ban|tai-khoan|thanh-vien/.test(p))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has no file past the end of a part, nor a second sections file', async () => {
    for (const part of SITEMAP_PARTS) expect(await sitemapEntries(h.t.db, part, 99), part).toBeNull();
    expect(await sitemapEntries(h.t.db, 'sections', 2)).toBeNull();
    expect(await sitemapEntries(h.t.db, 'tips', 1)).toBeNull();
  });

  it('lists every published article at its canonical address, and no draft', async () => {
    const ids = await seedNewsData(h.t.db);
    await h.t.db.updateTable('newsArticles').set({ status: 'draft' }).where('id', '=', ids.get('lpl-analysis') ?? -1).execute();
    expect(await sitemapFiles(h.t.db)).toContain('/sitemaps/news-1.xml');
    const paths = ((await sitemapEntries(h.t.db, 'news', 1)) ?? []).map((e) => e.path);
    expect(paths).toHaveLength(4);
    expect(paths).toContain(`/tin-tuc/bong-da/tin-nong/ha-noi-fc-len-ngoi-dau-bang-${ids.get('hanoi-title')}`);
    expect(paths.some((p) => p.endsWith(`-${ids.get('lpl-analysis')}`))).toBe(false);
  });

  it('lists in the news sitemap only the last two days’ articles, once per language with its own headline', async () => {
    const ids = await seedNewsData(h.t.db);
    const ours = new Set([...ids.values()].map((id) => `-${id}`));
    const entries = (await newsSitemapEntries(h.t.db, TEST_NOW)).filter((e) => ours.has(/-\d+$/.exec(e.path)?.[0] ?? ''));
    // Published 1, 5, 20 and 30 hours ago are in; 50 hours ago is out.
    expect(new Set(entries.map((e) => e.path)).size).toBe(4);
    expect(entries.some((e) => e.path.endsWith(`-${ids.get('lpl-analysis')}`))).toBe(false);
    const title = entries.filter((e) => e.path.endsWith(`-${ids.get('hanoi-title')}`));
    expect(title.map((e) => [e.locale, e.headline])).toEqual([['vi', 'Hà Nội FC lên ngôi đầu bảng'], ['en', 'Hà Nội FC go top'], ['zh', '河內FC登頂']]);
    expect(title[0]?.publishedAt).toBe(TEST_NOW - 3_600_000);
  });
  it('lists every group and place, and only the posts a guest may read', async () => {
    const db = h.t.db;
    const user = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    const group = async (privacy: 'public' | 'private') =>
      (
        await db
          .insertInto('communityGroups')
          .values({ nameVi: 'Nhóm', nameEn: 'Group', nameZh: '群組', descriptionVi: '', descriptionEn: '', descriptionZh: '', rulesVi: '[]', rulesEn: '[]', rulesZh: '[]', lang: null, privacy, cover: null, teamId: null, creatorId: user.id, createdAt: TEST_NOW, updatedAt: TEST_NOW })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [open, closed] = [await group('public'), await group('private')];
    const place = await db
      .insertInto('places')
      .values({ kind: 'cafe', venueId: null, nameVi: 'Quán', nameEn: 'Café', nameZh: '咖啡館', addressVi: '', addressEn: '', addressZh: '', city: 'Huế', descriptionVi: '', descriptionEn: '', descriptionZh: '', cover: null, createdAt: TEST_NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    const post = async (audience: 'public' | 'friends', groupId: number | null = null, state: 'visible' | 'held' = 'visible') =>
      (
        await db
          .insertInto('posts')
          .values({ authorId: user.id, groupId, placeId: null, body: 'Bài', lang: 'vi', audience, state, fixtureId: null, roomId: null, sharedPostId: null, pollQuestion: null, createdAt: TEST_NOW, editedAt: null, updatedAt: TEST_NOW })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const shown = [await post('public'), await post('public', open)];
    await post('friends');
    await post('public', closed);
    await post('public', null, 'held');
    expect((await sitemapEntries(db, 'groups', 1))?.map((e) => e.path)).toEqual([`/bang-ton/nhom/${open}`, `/bang-ton/nhom/${closed}`]);
    expect((await sitemapEntries(db, 'places', 1))?.map((e) => e.path)).toEqual([`/bang-ton/vi-tri/${place.id}`]);
    expect((await sitemapEntries(db, 'posts', 1))?.map((e) => e.path)).toEqual(shown.map((id) => `/bang-ton/bai-viet/${id}`));
    expect(await sitemapFiles(db)).toEqual(expect.arrayContaining(['/sitemaps/groups-1.xml', '/sitemaps/places-1.xml', '/sitemaps/posts-1.xml']));
    await db.deleteFrom('posts').execute();
    await db.deleteFrom('places').execute();
    await db.deleteFrom('communityGroups').execute();
  });
});
