import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { listHeading } from '@/app/[locale]/(default)/(data)/tin-tuc/_news/page-context';
import { BRAND_NAME } from '@/components/layout/brand';
import { NEWS_FEED_FORMATS, NEWS_FEED_MAX_AGE_S, parseNewsFeed } from '@/lib/domain/news-feeds';
import { requestOrigin } from '@/lib/seo/site-origin';
import { getDb } from '@/server/db/client';
import { newsFeedXml } from '@/server/services/news/feed';

/** `/feeds/{locale}/{sport or tin-tuc}.{rss|atom}`: the newest articles for feed readers; any other name is a 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; file: string }> }): Promise<Response> {
  const { locale, file } = await params;
  const address = parseNewsFeed(locale, file);
  if (!address) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const [t, heading, requestHeaders] = await Promise.all([
    getTranslations({ locale: address.locale, namespace: 'news' }),
    listHeading(address.locale, { category: address.category ?? undefined }),
    headers(),
  ]);
  const xml = await newsFeedXml(
    await getDb(),
    address,
    { siteName: BRAND_NAME, title: heading.title, description: heading.description, sportName: (category) => t(`sports.${category}`) },
    requestOrigin(requestHeaders),
  );
  return new Response(xml, {
    headers: { 'content-type': `${NEWS_FEED_FORMATS[address.format]}; charset=utf-8`, 'cache-control': `public, max-age=${NEWS_FEED_MAX_AGE_S}` },
  });
}
