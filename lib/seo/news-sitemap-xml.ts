import { HTML_LANG, type Locale } from '@/lib/domain/locale';
import { escapeXml } from '@/lib/format/escape-xml';
import { localizedPath } from './alternates';

export interface NewsSitemapEntry {
  locale: Locale;
  /** The article's path without its language prefix. */
  path: string;
  headline: string;
  publishedAt: number;
}

/** A `<urlset>` in the Google News format: each entry names the publication, its language, date and title. */
export function newsUrlsetXml(origin: string, publication: string, entries: readonly NewsSitemapEntry[]): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">',
  ];
  for (const e of entries) {
    out.push(
      `<url><loc>${escapeXml(origin + localizedPath(e.locale, e.path))}</loc><news:news>` +
        `<news:publication><news:name>${escapeXml(publication)}</news:name><news:language>${HTML_LANG[e.locale]}</news:language></news:publication>` +
        `<news:publication_date>${new Date(e.publishedAt).toISOString()}</news:publication_date>` +
        `<news:title>${escapeXml(e.headline)}</news:title></news:news></url>`,
    );
  }
  out.push('</urlset>');
  return out.join('\n');
}
