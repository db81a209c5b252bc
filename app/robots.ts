import type { MetadataRoute } from 'next';

/** Crawlers read the pages; the APIs, streams, sign-in callbacks and developer pages are not for them. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/live/api/', '/al/api/', '/other/api/', '/streams/', '/sso/', '/dev/', '/websocket'] }],
  };
}
