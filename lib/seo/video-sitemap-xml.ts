import type { Locale } from '@/lib/domain/locale';
import { escapeXml } from '@/lib/format/escape-xml';
import { localizedPath } from './alternates';

export interface VideoSitemapEntry {
  locale: Locale;
  /** The clip page's path without its language prefix. */
  path: string;
  title: string;
  description: string;
  thumbnail: string;
  /** The clip's HLS master playlist. */
  content: string;
  durationSeconds: number;
  publishedAt: number;
  viewCount: number;
}

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : origin + path);

/** A `<urlset>` in Google's video sitemap format: each clip page with its video's title, picture, file and length. */
export function videoUrlsetXml(origin: string, entries: readonly VideoSitemapEntry[]): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">',
  ];
  for (const e of entries) {
    out.push(
      `<url><loc>${escapeXml(origin + localizedPath(e.locale, e.path))}</loc><video:video>` +
        `<video:thumbnail_loc>${escapeXml(absolute(origin, e.thumbnail))}</video:thumbnail_loc>` +
        `<video:title>${escapeXml(e.title)}</video:title>` +
        `<video:description>${escapeXml(e.description)}</video:description>` +
        `<video:content_loc>${escapeXml(absolute(origin, e.content))}</video:content_loc>` +
        `<video:duration>${Math.max(1, Math.round(e.durationSeconds))}</video:duration>` +
        `<video:view_count>${e.viewCount}</video:view_count>` +
        `<video:publication_date>${new Date(e.publishedAt).toISOString()}</video:publication_date>` +
        '</video:video></url>',
    );
  }
  out.push('</urlset>');
  return out.join('\n');
}
