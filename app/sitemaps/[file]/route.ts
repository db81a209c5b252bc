import { headers } from 'next/headers';
import { parseSitemapFile } from '@/lib/domain/sitemap';
import { requestOrigin } from '@/lib/seo/site-origin';
import { urlsetXml } from '@/lib/seo/sitemap-xml';
import { getDb } from '@/server/db/client';
import { sitemapEntries } from '@/server/services/sitemap';

/** One file of the sitemap ("teams-2.xml"); any other name, or a page past the end, is a 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const file = parseSitemapFile((await params).file);
  const entries = file ? await sitemapEntries(await getDb(), file.part, file.page) : null;
  if (!entries) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const origin = requestOrigin(await headers());
  return new Response(urlsetXml(origin, entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
