import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsFeedXml, type NewsFeedText } from '@/server/services/news/feed';
import { openHarness, type Harness } from '../fixtures/api-harness';
import { TEST_NOW } from '../fixtures/dataset';
import { seedNewsData } from '../fixtures/news-data';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const ORIGIN = 'https://example.vn';
const TEXT: NewsFeedText = { siteName: 'Sân Nhà', title: 'Sports news', description: 'The latest.', sportName: (c) => `sport:${c}` };

describe.each(backends)('the news feeds on $name', (backend) => {
  let h: Harness;
  let ids: Map<string, number>;
  beforeAll(async () => {
    h = await openHarness(backend);
    ids = await seedNewsData(h.t.db);
    await h.t.db.updateTable('newsArticles').set({ status: 'draft' }).where('id', '=', ids.get('chelsea-transfer') ?? -1).execute();
  });
  afterAll(async () => {
    await h.t.close();
  });

  it('gives RSS readers the published articles newest first, in the feed’s language, linked to the language’s pages', async () => {
    const xml = await newsFeedXml(h.t.db, { locale: 'en', category: null, format: 'rss' }, TEXT, ORIGIN, TEST_NOW);
    expect(xml).toMatch(/^<\?xml[^>]*\?>\s*<rss[^>]*version="2.0"/);
    const titles = [...xml.matchAll(/<item>\s*<title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Hà Nội FC go top', 'News arsenal-preview', 'News vba-report', 'News lpl-analysis']);
    expect(xml).toContain(`${ORIGIN}/en/tin-tuc/bong-da/tin-nong/ha-noi-fc-len-ngoi-dau-bang-${ids.get('hanoi-title')}`);
    expect(xml).toContain('<language>en</language>');
    expect(xml).toContain(`<atom:link href="${ORIGIN}/feeds/en/tin-tuc.rss" rel="self" type="application/rss+xml"/>`);
    expect(xml).toContain(`type="image/svg+xml" url="${ORIGIN}/media/banner/stadium-news-hanoi-title.svg"`);
    expect(xml).not.toContain('chelsea-transfer');
  });

  it('gives Atom readers one sport’s articles in Chinese', async () => {
    const xml = await newsFeedXml(h.t.db, { locale: 'zh', category: 'bong-ro', format: 'atom' }, TEXT, ORIGIN, TEST_NOW);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    const entries = xml.match(/<entry>/g) ?? [];
    expect(entries).toHaveLength(1);
    expect(xml).toContain('新聞 vba-report');
    expect(xml).toContain(`${ORIGIN}/zh/tin-tuc/bong-ro/tuong-thuat/`);
    expect(xml).toContain('sport:bong-ro');
  });

  it('keeps a headline’s markup as text', async () => {
    await h.t.db.updateTable('newsArticles').set({ headlineEn: '<script>alert(1)</script> & more' }).where('id', '=', ids.get('hanoi-title') ?? -1).execute();
    const xml = await newsFeedXml(h.t.db, { locale: 'en', category: 'bong-da', format: 'atom' }, TEXT, ORIGIN, TEST_NOW);
    // Atom says the title is HTML: the markup arrives escaped, to be shown as text.
    expect(xml).toContain('<title type="html"><![CDATA[&lt;script&gt;alert(1)&lt;/script&gt; &amp; more]]></title>');
    expect(xml).not.toContain('<script>');
  });
});
