import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { siteSearch } from '@/lib/contract/search';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { seedNewsData } from '../fixtures/news-data';
import { seedTeamsData } from '../fixtures/teams-data';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();

describe.each(backends)('news in the site search on $name', (backend) => {
  let h: Harness;
  let ids: Map<string, number>;
  beforeAll(async () => {
    h = await openHarness(backend);
    await seedTeamsData(h.t.db);
    ids = await seedNewsData(h.t.db);
  });
  afterAll(async () => {
    await h.t.close();
  });

  async function articles(text: string, language = 'vi') {
    const res = await call(h.api, `${siteSearch.path}?q=${encodeURIComponent(text)}&kind=article`, { headers: { 'x-language': language } });
    expect(res.status).toBe(200);
    return envelope(siteSearch.data).parse(res.body).data.article.items;
  }

  it('finds an article by its headline in any language, accents ignored, and answers in the reader’s', async () => {
    const id = ids.get('hanoi-title');
    expect((await articles('len ngoi dau bang')).map((a) => [a.id, a.headline])).toEqual([[id, 'Hà Nội FC lên ngôi đầu bảng']]);
    expect((await articles('go top', 'en')).map((a) => [a.id, a.headline, a.slug])).toEqual([[id, 'Hà Nội FC go top', `ha-noi-fc-len-ngoi-dau-bang-${id}`]]);
    expect((await articles('登頂', 'zh')).map((a) => a.id)).toEqual([id]);
  });

  it('never finds a draft, and forgets an article once it is taken down', async () => {
    const id = ids.get('chelsea-transfer') ?? -1;
    expect((await articles('chelsea-transfer')).map((a) => a.id)).toEqual([id]);
    await h.t.db.updateTable('newsArticles').set({ status: 'unpublished' }).where('id', '=', id).execute();
    expect(await articles('chelsea-transfer')).toEqual([]);
    await h.t.db.updateTable('newsArticles').set({ status: 'draft' }).where('id', '=', id).execute();
    expect(await articles('chelsea-transfer')).toEqual([]);
  });

  it('finds a scheduled article only once its time has come', async () => {
    const id = ids.get('lpl-analysis') ?? -1;
    await h.t.db.updateTable('newsArticles').set({ status: 'scheduled', publishedAt: Date.now() + 3_600_000 }).where('id', '=', id).execute();
    expect(await articles('lpl-analysis')).toEqual([]);
    await h.t.db.updateTable('newsArticles').set({ publishedAt: Date.now() - 1_000 }).where('id', '=', id).execute();
    expect((await articles('lpl-analysis')).map((a) => a.id)).toEqual([id]);
  });
});
