import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { requestOrigin } from '@/lib/seo/site-origin';

/** Crawlers read the pages; the APIs, streams, sign-in callbacks and developer pages are not for them. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/live/api/', '/al/api/', '/other/api/', '/streams/', '/sso/', '/dev/', '/websocket'] }],
    sitemap: `${requestOrigin(await headers())}/sitemap.xml`,
  };
}
