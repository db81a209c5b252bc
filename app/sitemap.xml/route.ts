import { headers } from 'next/headers';
import { requestOrigin } from '@/lib/seo/site-origin';
import { sitemapIndexXml } from '@/lib/seo/sitemap-xml';
import { getDb } from '@/server/db/client';
import { sitemapFiles } from '@/server/services/sitemap';

/** The sitemap index: the sections' pages and every data page, in files under the protocol's limits. */
export async function GET(): Promise<Response> {
  const origin = requestOrigin(await headers());
  const files = await sitemapFiles(await getDb());
  return new Response(sitemapIndexXml(origin, files), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
