import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { BRAND_NAME } from '@/components/layout/brand';
import { clipIdsOf, fixtureIdsOf } from '@/components/news/article-links';
import { sportOf, typeKeyOf } from '@/components/news/news-links';
import { COVER_SIZE } from '@/components/news/article-card';
import { highlightDetailQuery } from '@/lib/api/queries/highlights';
import { newsDetailQuery } from '@/lib/api/queries/news';
import { anchorScheduleQuery } from '@/lib/api/queries/room';
import type { Clip } from '@/lib/contract/highlights';
import type { Article } from '@/lib/contract/news';
import type { Match } from '@/lib/contract/schedule';
import { APP_ICONS } from '@/lib/domain/brand-assets';
import { HTML_LANG, type Locale } from '@/lib/domain/locale';
import { articleIdFromSlug, articlePath, NEWS_ROOT, newsListPath } from '@/lib/domain/news';
import { PAGE_HEADERS } from '@/lib/seo/page-headers';
import { sharedPageMetadata } from '@/lib/seo/page-metadata';
import { pageUrls } from '@/lib/seo/page-urls';
import { requestOrigin } from '@/lib/seo/site-origin';
import { breadcrumbLd, type JsonLd } from '@/lib/seo/structured-data';
import { foundOrNull } from '@/server/api/page-data';
import { serverData, serverQuery } from '@/server/api/server-query';

/** The app's largest square icon stands for the publisher in search results. */
const PUBLISHER_LOGO = APP_ICONS[1];

/** The article a slug ends in, or null: no id in it, or none the API publishes. A failure is thrown (the error view). */
export async function findArticle(slug: string) {
  const id = articleIdFromSlug(slug);
  if (id === null) return null;
  return foundOrNull(await serverQuery(newsDetailQuery(id)), `article ${id}`);
}

/** The article of a detail path, or the route-validation 404 naming that path. */
export async function articleOrNotFound(path: string, slug: string) {
  const data = await findArticle(slug);
  if (!data) routeValidationNotFound(path);
  return data;
}

/** The fixtures the body's match cards and the match tags show, by id; one that does not load is left out. */
export async function articleMatches(article: Article): Promise<Map<number, Match>> {
  const found = await Promise.all(fixtureIdsOf(article).map(async (fixtureId) => (await serverData(anchorScheduleQuery({ fixtureId })))?.[0] ?? null));
  return new Map(found.flatMap((m) => (m ? [[m.fixtureId, m] as const] : [])));
}

/** The clips the body embeds, by id; an unknown or unpublished one is left out (its block shows nothing). */
export async function articleClips(article: Article): Promise<Map<number, Clip>> {
  const found = await Promise.all(clipIdsOf(article).map(async (id) => (await serverData(highlightDetailQuery(id)))?.clip ?? null));
  return new Map(found.flatMap((c) => (c ? [[c.id, c] as const] : [])));
}

/**
 * Title and description are the article's own; the share cards show its cover. A page's cards replace
 * the layout's whole, so they are built by the same helper with the picture swapped in.
 */
export async function articleMetadata(article: Article, locale: Locale): Promise<Metadata> {
  const requestHeaders = await headers();
  const { openGraph, twitter } = sharedPageMetadata({
    origin: requestOrigin(requestHeaders),
    target: requestHeaders.get(PAGE_HEADERS.target) ?? `/${locale}`,
    siteName: BRAND_NAME,
    image: { url: article.cover, ...COVER_SIZE, alt: article.headline },
  });
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    title: article.headline,
    description: article.standfirst,
    openGraph: {
      ...openGraph,
      type: 'article',
      title: article.headline,
      description: article.standfirst,
      publishedTime: iso(article.publishedAt),
      ...(article.updatedAt ? { modifiedTime: iso(article.updatedAt) } : {}),
      authors: [article.author.displayName],
    },
    twitter: { ...twitter, title: article.headline, description: article.standfirst },
  };
}

/** What search engines read: a NewsArticle by its author for the site, and the trail to it. */
export async function articleStructuredData(article: Article, locale: Locale): Promise<JsonLd[]> {
  const [urls, t] = await Promise.all([pageUrls(locale), getTranslations({ locale, namespace: 'news' })]);
  const url = urls.page(articlePath(article));
  const sport = sportOf(article.category);
  const typeKey = typeKeyOf(article.type);
  const iso = (ms: number) => new Date(ms).toISOString();
  const news: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.headline,
    description: article.standfirst,
    image: [urls.file(article.cover)],
    datePublished: iso(article.publishedAt),
    dateModified: iso(article.updatedAt ?? article.publishedAt),
    author: { '@type': 'Person', name: article.author.displayName },
    publisher: { '@type': 'Organization', name: BRAND_NAME, url: urls.page('/'), logo: { '@type': 'ImageObject', url: urls.file(PUBLISHER_LOGO.src) } },
    inLanguage: HTML_LANG[locale],
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(sport ? { articleSection: t(`sports.${sport}`) } : {}),
    ...(article.tags.length > 0 ? { keywords: article.tags.map((tag) => tag.name).join(', ') } : {}),
  };
  const trail = [{ name: t('title'), url: urls.page(NEWS_ROOT) }];
  if (sport) trail.push({ name: t(`sports.${sport}`), url: urls.page(newsListPath(sport)) });
  if (sport && typeKey) trail.push({ name: t(`types.${typeKey}`), url: urls.page(`${newsListPath(sport)}/${article.type}`) });
  trail.push({ name: article.headline, url });
  return [news, breadcrumbLd(trail)];
}
