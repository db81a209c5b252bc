import { LOCALES } from '@/lib/domain/locale';
import { articlePath, articleSlug } from '@/lib/domain/news';
import { NEWS_SITEMAP } from '@/lib/domain/sitemap';
import type { NewsSitemapEntry } from '@/lib/seo/news-sitemap-xml';
import type { Db } from '@/server/db/client';
import { publishedArticles } from './article-rows';

/** The articles published in the news sitemap's window, newest first, once per language. */
export async function newsSitemapEntries(db: Db, now = Date.now()): Promise<NewsSitemapEntry[]> {
  const perLocale = Math.floor(NEWS_SITEMAP.maxUrls / LOCALES.length);
  const lists = await Promise.all(
    LOCALES.map(async (locale) => {
      const rows = await publishedArticles(db, locale, now)
        .where('a.publishedAt', '>', now - NEWS_SITEMAP.windowMs)
        .orderBy('a.publishedAt', 'desc')
        .orderBy('a.id', 'desc')
        .limit(perLocale)
        .execute();
      return rows.map((r) => ({
        locale,
        path: articlePath({ category: r.category, type: r.type, slug: articleSlug({ id: r.id, headline: r.headlineVi }) }),
        headline: r.headline,
        publishedAt: Number(r.publishedAt),
      }));
    }),
  );
  return lists.flat();
}
