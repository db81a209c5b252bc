import { headers } from 'next/headers';
import { BRAND_NAME } from '@/components/layout/brand';
import { NEWS_SITEMAP, parseSitemapFile, VIDEO_SITEMAP } from '@/lib/domain/sitemap';
import { newsUrlsetXml } from '@/lib/seo/news-sitemap-xml';
import { requestOrigin } from '@/lib/seo/site-origin';
import { urlsetXml } from '@/lib/seo/sitemap-xml';
import { videoUrlsetXml } from '@/lib/seo/video-sitemap-xml';
import { getDb } from '@/server/db/client';
import { videoSitemapEntries } from '@/server/services/highlights/video-sitemap';
import { newsSitemapEntries } from '@/server/services/news/news-sitemap';
import { sitemapEntries } from '@/server/services/sitemap';

const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

/** One file of the sitemap ("teams-2.xml", or the news or video sitemap); any other name, or a page past the end, is a 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const name = (await params).file;
  if (name === NEWS_SITEMAP.file) {
    const xml = newsUrlsetXml(requestOrigin(await headers()), BRAND_NAME, await newsSitemapEntries(await getDb()));
    // Fresh articles are the point of this file: it is cached for minutes, not an hour.
    return new Response(xml, { headers: { ...XML_HEADERS, 'cache-control': 'public, max-age=300' } });
  }
  if (name === VIDEO_SITEMAP.file) {
    return new Response(videoUrlsetXml(requestOrigin(await headers()), await videoSitemapEntries(await getDb())), { headers: XML_HEADERS });
  }
  const file = parseSitemapFile(name);
  const entries = file ? await sitemapEntries(await getDb(), file.part, file.page) : null;
  if (!entries) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const origin = requestOrigin(await headers());
  return new Response(urlsetXml(origin, entries), { headers: XML_HEADERS });
}
