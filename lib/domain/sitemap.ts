
/**
 * The sitemap's parts: the sections' own pages, then one part per kind of data page. Each data part
 * is split into files of SITEMAP_CHUNK items; with one entry per language a file stays far below the
 * protocol's 50,000 addresses and 50 MB.
 */
export const SITEMAP_PARTS = ['sections', 'matches', 'teams', 'players', 'leagues', 'tips', 'news', 'groups', 'places', 'posts'] as const;
export type SitemapPart = (typeof SITEMAP_PARTS)[number];
export const SITEMAP_CHUNK = 5_000;

/** `/sitemaps/teams-2.xml` */
export const sitemapFilePath = (part: SitemapPart, page: number) => `/sitemaps/${part}-${page}.xml`;

/** The part and page of a sitemap file name ("teams-2.xml"), or null for anything else. */
export function parseSitemapFile(name: string): { part: SitemapPart; page: number } | null {
  const m = /^([a-z]+)-([1-9]\d{0,4})\.xml$/.exec(name);
  const part = SITEMAP_PARTS.find((p) => p === m?.[1]);
  return part && m?.[2] ? { part, page: Number(m[2]) } : null;
}


/**
 * The news sitemap (Google News): articles of the last two days only, at most a thousand addresses,
 * each language's version its own entry with its own headline.
 */
export const NEWS_SITEMAP = { file: 'google-news.xml', windowMs: 2 * 24 * 60 * 60_000, maxUrls: 1_000 } as const;
export const newsSitemapPath = `/sitemaps/${NEWS_SITEMAP.file}`;

/** The video sitemap: the newest clips, each language's page its own entry with its own title. */
export const VIDEO_SITEMAP = { file: 'video.xml', maxUrls: 3_000 } as const;
export const videoSitemapPath = `/sitemaps/${VIDEO_SITEMAP.file}`;
