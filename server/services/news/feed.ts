import { Feed } from 'feed';
import type { NewsCategory } from '@/lib/domain/news';
import { articlePath, newsListPath } from '@/lib/domain/news';
import { NEWS_FEED_ITEMS, newsFeedPath, type NewsFeedAddress } from '@/lib/domain/news-feeds';
import { HTML_LANG } from '@/lib/domain/locale';
import { escapeXml } from '@/lib/format/escape-xml';
import { localizedPath } from '@/lib/seo/alternates';
import type { Db } from '@/server/db/client';
import { parseBody, publishedArticles, toSummary } from './article-rows';

export interface NewsFeedText {
  siteName: string;
  title: string;
  description: string;
  /** The section's name of each sport, for the items' categories. */
  sportName: (category: NewsCategory) => string;
}

const IMAGE_TYPES: Record<string, string> = { svg: 'image/svg+xml', webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

function coverEnclosure(cover: string, origin: string): { url: string; type?: string } {
  const url = /^https?:\/\//.test(cover) ? cover : `${origin}${cover}`;
  const extension = /\.([a-z]+)(?:\?|$)/.exec(cover)?.[1] ?? '';
  return { url, type: IMAGE_TYPES[extension] };
}

/**
 * A feed of the newest published articles in one language (one sport or all), as RSS 2.0 or Atom 1.0.
 * The library hands titles and summaries to readers as HTML (Atom's type="html", RSS by custom), so our
 * plain text is escaped for HTML first: a headline's "<b>" shows as written. Bodies are not included,
 * only the standfirst, so a reader opens the article on the site.
 */
export async function newsFeedXml(db: Db, address: NewsFeedAddress, text: NewsFeedText, origin: string, now = Date.now()): Promise<string> {
  const { locale, category, format } = address;
  let query = publishedArticles(db, locale, now);
  if (category) query = query.where('a.category', '=', category);
  const rows = await query.orderBy('a.publishedAt', 'desc').orderBy('a.id', 'desc').limit(NEWS_FEED_ITEMS).execute();
  const articles = rows.map((r) => toSummary(r, parseBody(r.body, r.id)));
  const page = (path: string) => origin + localizedPath(locale, path);
  const listPath = newsListPath(category ?? undefined);
  const self = (f: NewsFeedAddress['format']) => origin + newsFeedPath({ locale, category, format: f });
  const newest = articles[0];
  const feed = new Feed({
    id: page(listPath),
    link: page(listPath),
    title: `${text.title} · ${text.siteName}`,
    description: text.description,
    language: HTML_LANG[locale],
    updated: new Date(newest ? Math.max(newest.publishedAt, newest.updatedAt ?? 0) : now),
    generator: false,
    feedLinks: { rss: self('rss'), atom: self('atom') },
    favicon: `${origin}/favicon.ico`,
    image: `${origin}/icon.svg`,
    copyright: `© ${new Date(now).getUTCFullYear()} ${text.siteName}`,
  });
  for (const a of articles) {
    const link = page(articlePath(a));
    feed.addItem({
      id: link,
      guid: link,
      link,
      title: escapeXml(a.headline),
      description: escapeXml(a.standfirst),
      date: new Date(a.updatedAt ?? a.publishedAt),
      published: new Date(a.publishedAt),
      author: [{ name: escapeXml(a.author.displayName) }],
      category: [{ name: text.sportName(a.category) }],
      image: coverEnclosure(a.cover, origin),
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}
