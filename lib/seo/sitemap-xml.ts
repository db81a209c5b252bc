import { LOCALES } from '@/lib/domain/locale';
import { escapeXml } from '@/lib/format/escape-xml';
import { alternatesOf, splitHref } from './alternates';

export interface SitemapEntry {
  /** The page without its language prefix, query included ("/tran-dau/a-vs-b/7?leagueId=2"). */
  path: string;
  /** When the page's content last changed, epoch ms. */
  lastModified?: number;
}


/** A `<urlset>`: every page once per language, each naming its versions in the other languages. */
export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  for (const entry of entries) {
    const lastmod = entry.lastModified ? `<lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>` : '';
    for (const locale of LOCALES) {
      const { canonical, languages } = alternatesOf(origin, { locale, ...splitHref(entry.path) });
      const links = Object.entries(languages).map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`);
      out.push(`<url><loc>${escapeXml(canonical)}</loc>${lastmod}${links.join('')}</url>`);
    }
  }
  out.push('</urlset>');
  return out.join('\n');
}

/** A `<sitemapindex>` of the given files (paths on this origin). */
export function sitemapIndexXml(origin: string, files: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `<sitemap><loc>${escapeXml(origin + file)}</loc></sitemap>`),
    '</sitemapindex>',
  ].join('\n');
}
