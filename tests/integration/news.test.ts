import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, ArticleSummary } from '@/lib/contract/news';
import { articleIdFromSlug } from '@/lib/domain/news';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { TEST_NOW } from '../fixtures/dataset';
import { seedNewsData } from '../fixtures/news-data';
import { testBackends } from '../fixtures/test-db';
import { memberToken } from './auth-tokens';

const backends = await testBackends();
const N = '/other/api/news';
type Page = { items: ArticleSummary[]; total: number; pageNum: number; pageSize: number };

describe.each(backends)('news API on $name', (backend) => {
  let h: Harness;
  let ids: Map<string, number>;
  const id = (key: string) => ids.get(key) ?? -1;
  beforeAll(async () => {
    h = await openHarness(backend);
    ids = await seedNewsData(h.t.db);
  });
  afterAll(async () => {
    await h.t.close();
  });
  const list = async (query: string, opts: { token?: string; lang?: string } = {}) => {
    const res = await call<Page>(h.api, `${N}/list?${query}`, { token: opts.token, headers: opts.lang ? { 'x-language': opts.lang } : undefined });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const keysOf = (page: Page) => page.items.map((a) => [...ids].find(([, v]) => v === a.id)?.[0]);

  it('lists published articles newest first, with the total for paging', async () => {
    const page = await list('pageSize=2');
    expect(page.total).toBe(5);
    expect(keysOf(page)).toEqual(['hanoi-title', 'arsenal-preview']);
    expect(keysOf(await list('pageSize=2&pageNum=3'))).toEqual(['lpl-analysis']);
  });

  it('filters by sport, type and tag', async () => {
    expect(keysOf(await list('category=bong-da'))).toEqual(['hanoi-title', 'arsenal-preview', 'chelsea-transfer']);
    expect(keysOf(await list('category=bong-da&type=chuyen-nhuong'))).toEqual(['chelsea-transfer']);
    expect(keysOf(await list('tagKind=team&tagId=103'))).toEqual(['arsenal-preview']);
    expect(keysOf(await list('tagKind=league&tagId=3'))).toEqual(['vba-report']);
  });

  it('orders the featured tab featured first and the most-viewed tab (and viewCount sort) by views', async () => {
    expect(keysOf(await list('tab=noi-bat'))[0]).toBe('arsenal-preview');
    const byViews = (await list('tab=xem-nhieu-nhat')).items.map((a) => a.viewCount);
    expect(byViews).toEqual([...byViews].sort((a, b) => b - a));
    expect((await list('sort=viewCount,desc')).items.map((a) => a.id)).toEqual((await list('tab=xem-nhieu-nhat')).items.map((a) => a.id));
  });

  it("recommends a member's favourite teams first", async () => {
    await h.t.db.insertInto('favouriteTeams').values({ userId: h.data.fanId, teamId: 104, createdAt: TEST_NOW }).execute();
    const page = await list('tab=de-xuat', { token: await memberToken(h.data.fanId) });
    expect(keysOf(page)[0]).toBe('chelsea-transfer');
  });

  it('answers in the reader\'s language with a slug made from the Vietnamese headline', async () => {
    const [vi] = (await list('pageSize=1', { lang: 'vi' })).items;
    const [en] = (await list('pageSize=1', { lang: 'en' })).items;
    const [zh] = (await list('pageSize=1', { lang: 'zh' })).items;
    expect([vi?.headline, en?.headline, zh?.headline]).toEqual(['Hà Nội FC lên ngôi đầu bảng', 'Hà Nội FC go top', '河內FC登頂']);
    expect(en?.slug).toBe(`ha-noi-fc-len-ngoi-dau-bang-${id('hanoi-title')}`);
    expect(articleIdFromSlug(en?.slug ?? '')).toBe(id('hanoi-title'));
    expect(en).toMatchObject({ category: 'bong-da', type: 'tin-nong', readingMinutes: 1, updatedAt: null, author: { displayName: 'Nguyễn Thu Hoà' } });
    expect(en?.cover).toMatch(/^\/media\/banner\/stadium-news-hanoi-title\.svg$/);
  });

  it('gives one article with its body, tags and related articles of its sport', async () => {
    const res = await call<{ article: Article; related: ArticleSummary[] }>(h.api, `${N}/detail?id=${id('hanoi-title')}`, { headers: { 'x-language': 'en' } });
    expect(res.status).toBe(200);
    const { article, related } = res.body.data;
    expect(article.body[0]).toEqual({ kind: 'paragraph', text: 'Body of hanoi-title (en)' });
    expect(article.tags).toEqual(expect.arrayContaining([
      { kind: 'team', refId: 101, name: 'Hà Nội FC', slug: 'ha-noi-fc' },
      { kind: 'league', refId: 1, name: 'V.League 1', slug: 'v-league-1' },
    ]));
    expect(related.map((a) => a.category)).toEqual(['bong-da', 'bong-da']);
    expect(related.map((a) => a.id)).not.toContain(article.id);
  });

  it('answers 404 for an unknown, a draft or a not-yet-published article, and 422 for a malformed id', async () => {
    expect((await call(h.api, `${N}/detail?id=999999`)).status).toBe(404);
    await h.t.db.updateTable('newsArticles').set({ status: 'draft' }).where('id', '=', id('lpl-analysis')).execute();
    expect((await call(h.api, `${N}/detail?id=${id('lpl-analysis')}`)).status).toBe(404);
    expect((await list('category=esport')).total).toBe(0);
    await h.t.db.updateTable('newsArticles').set({ status: 'scheduled', publishedAt: Date.now() + 3_600_000 }).where('id', '=', id('lpl-analysis')).execute();
    expect((await call(h.api, `${N}/detail?id=${id('lpl-analysis')}`)).status).toBe(404);
    for (const bad of ['id=abc', 'id=-1', 'id=1.5', '']) expect((await call(h.api, `${N}/detail?${bad}`)).status).toBe(422);
  });

  it('refuses unknown filters with 422 rather than ignoring them', async () => {
    for (const bad of ['category=golf', 'type=gossip', 'tab=hot', 'sort=name,asc', 'pageSize=500', 'pageNum=0', 'tagKind=venue&tagId=1']) {
      expect((await call(h.api, `${N}/list?${bad}`)).status, bad).toBe(422);
    }
  });
});
