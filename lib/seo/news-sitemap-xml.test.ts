import { describe, expect, it } from 'vitest';
import { newsUrlsetXml } from './news-sitemap-xml';

describe('newsUrlsetXml', () => {
  it('names the publication, language, date and escaped title of each address', () => {
    const xml = newsUrlsetXml('https://example.vn', 'Sân Nhà', [
      { locale: 'en', path: '/tin-tuc/bong-da/tin-nong/a-1', headline: 'Arsenal & Chelsea <draw>', publishedAt: Date.UTC(2026, 10, 27, 8) },
      { locale: 'zh', path: '/tin-tuc/bong-da/tin-nong/a-1', headline: '平局', publishedAt: Date.UTC(2026, 10, 27, 8) },
    ]);
    expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    expect(xml).toContain('<loc>https://example.vn/en/tin-tuc/bong-da/tin-nong/a-1</loc>');
    expect(xml).toContain('<news:language>zh-Hant</news:language>');
    expect(xml).toContain('<news:name>Sân Nhà</news:name>');
    expect(xml).toContain('<news:publication_date>2026-11-27T08:00:00.000Z</news:publication_date>');
    expect(xml).toContain('<news:title>Arsenal &amp; Chelsea &lt;draw&gt;</news:title>');
  });
});
