import { isLocale, type Locale } from './locale';
import { isNewsCategory, type NewsCategory } from './news';

/** Syndication formats of the news feeds, each with the media type readers and browsers expect. */
export const NEWS_FEED_FORMATS = { rss: 'application/rss+xml', atom: 'application/atom+xml' } as const;
export type NewsFeedFormat = keyof typeof NEWS_FEED_FORMATS;

/** The file name of the feed of every sport; a sport's feed is named after its category slug. */
export const ALL_NEWS_FEED = 'tin-tuc';
/** Articles in one feed: the newest, enough for a reader polling a few times a day. */
export const NEWS_FEED_ITEMS = 30;
/** How long a feed may be cached: readers poll; articles are not minutes-critical. */
export const NEWS_FEED_MAX_AGE_S = 600;

export interface NewsFeedAddress {
  locale: Locale;
  /** null: every sport. */
  category: NewsCategory | null;
  format: NewsFeedFormat;
}

/** `/feeds/en/bong-da.atom`, `/feeds/vi/tin-tuc.rss`: one per language, sport (or all) and format. */
export function newsFeedPath({ locale, category, format }: NewsFeedAddress): string {
  return `/feeds/${locale}/${category ?? ALL_NEWS_FEED}.${format}`;
}

/** The feed a path's locale and file name ask for, or null for anything else. */
export function parseNewsFeed(locale: string, file: string): NewsFeedAddress | null {
  const m = /^([a-z-]+)\.(rss|atom)$/.exec(file);
  if (!m || !isLocale(locale)) return null;
  const [, name = '', format] = m;
  if (format !== 'rss' && format !== 'atom') return null;
  if (name === ALL_NEWS_FEED) return { locale, category: null, format };
  return isNewsCategory(name) ? { locale, category: name, format } : null;
}
