import { describe, expect, it } from 'vitest';
import { parseSitemapFile } from '@/lib/domain/sitemap';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

describe('urlsetXml', () => {
  it('lists a page once per language, each with every alternate, escaping the query', () => {
    const xml = urlsetXml('https://s.example', [{ path: '/tran-dau/a-vs-b/7?leagueId=2&x=1', lastModified: Date.UTC(2026, 10, 25) }]);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://s.example/en/tran-dau/a-vs-b/7?leagueId=2&amp;x=1</loc><lastmod>2026-11-25T00:00:00.000Z</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh-Hant" href="https://s.example/zh/tran-dau/a-vs-b/7?leagueId=2&amp;x=1"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://s.example/tran-dau/a-vs-b/7?leagueId=2&amp;x=1"/>');
  });

  it('gives the home page its bare address in each language', () => {
    const xml = urlsetXml('https://s.example', [{ path: '/' }]);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(['https://s.example/', 'https://s.example/en', 'https://s.example/zh']);
  });
});

describe('sitemapIndexXml and file names', () => {
  it('points at each file on the origin', () => {
    expect(sitemapIndexXml('https://s.example', ['/sitemaps/teams-1.xml'])).toContain('<sitemap><loc>https://s.example/sitemaps/teams-1.xml</loc></sitemap>');
  });

  it('reads only the names it writes', () => {
    expect(parseSitemapFile('teams-2.xml')).toEqual({ part: 'teams', page: 2 });
    for (const bad of ['teams-0.xml', 'teams-2', 'secrets-1.xml', '../teams-1.xml', 'teams-1.xml.gz', 'teams-123456.xml']) expect(parseSitemapFile(bad), bad).toBeNull();
  });
});
