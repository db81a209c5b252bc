import { FOOTBALL_PATHS } from './football-urls';
import { LIVE_MODES } from './live-modes';
import { scheduleModePath } from './room-url';
import { TIP_CATEGORIES, TIP_EVENTS_SLUG, TIP_ROOT, TIP_TYPES, tipCategoryPath } from './tip-keo';

/**
 * The sitemap's parts: the sections' own pages, then one part per kind of data page. Each data part
 * is split into files of SITEMAP_CHUNK items; with one entry per language a file stays far below the
 * protocol's 50,000 addresses and 50 MB.
 */
export const SITEMAP_PARTS = ['sections', 'matches', 'teams', 'players', 'leagues', 'tips'] as const;
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
 * The public pages of the sections that exist, without their language prefix. A new section adds its
 * own pages here; member-only pages (bookings, my tips, account) are never listed.
 */
export function sectionPaths(): string[] {
  const scheduleTabs = LIVE_MODES.map((mode) => scheduleModePath(mode.id)).filter((p): p is string => p !== null);
  const tipPages = TIP_CATEGORIES.flatMap((c) => [
    tipCategoryPath(c.slug),
    `${tipCategoryPath(c.slug)}/${TIP_EVENTS_SLUG}`,
    ...TIP_TYPES.map((t) => `${tipCategoryPath(c.slug)}/${t.slug}`),
  ]);
  return [
    '/',
    '/lich-truc-tiep',
    '/lich-truc-tiep/tat-ca',
    ...scheduleTabs,
    FOOTBALL_PATHS.results,
    FOOTBALL_PATHS.fixtures,
    FOOTBALL_PATHS.odds,
    TIP_ROOT,
    ...tipPages,
    '/chatroom',
    '/khuyen-mai',
    '/ung-tuyen-binh-luan-vien',
    '/thong-tin',
    '/ve-chung-toi',
    '/dieu-kien-dieu-khoan',
    '/nhat-ky-thay-doi',
  ];
}
