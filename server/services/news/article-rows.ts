import type { ArticleSummary } from '@/lib/contract/news';
import { articleBody, bodyText, type ArticleBlock } from '@/lib/contract/news-blocks';
import type { Locale } from '@/lib/domain/locale';
import { articleSlug, readingMinutes } from '@/lib/domain/news';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { localizedColumn } from '../localized';
import { toPerson } from '../rooms';
import { readableArticles } from './readable';

/** Articles in any state with their authors, in the reader's language; the newsroom's preview reads them so. */
export function articleRows(db: Db, locale: Locale) {
  return db
    .selectFrom('newsArticles as a')
    .innerJoin('users as u', 'u.id', 'a.authorId')
    .select([
      'a.id', 'a.category', 'a.type', 'a.featured', 'a.cover', 'a.viewCount', 'a.publishedAt', 'a.createdAt', 'a.updatedAt', 'a.headlineVi',
      localizedColumn('a.headline', locale).as('headline'),
      localizedColumn('a.standfirst', locale).as('standfirst'),
      localizedColumn('a.body', locale).as('body'),
      'u.id as userId', 'u.displayName', 'u.nickname', 'u.profilePicture',
    ]);
}

/** Published articles (their time has come) with their authors, in the reader's language; callers add filters, order and paging. */
export function publishedArticles(db: Db, locale: Locale, now: number) {
  return articleRows(db, locale).where(readableArticles('a', now));
}
export type ArticleQuery = ReturnType<typeof publishedArticles>;
export type ArticleRow = Awaited<ReturnType<ArticleQuery['execute']>>[number];

/** A stored body as blocks; a body that no longer reads as blocks shows nothing rather than anything unchecked. */
export function parseBody(raw: string, articleId: number): ArticleBlock[] {
  try {
    const parsed = articleBody.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through to the report below.
  }
  logger.error({ articleId }, 'news: a stored article body is not valid blocks');
  return [];
}

/** Edits within this long of publication are part of publishing it, not an update readers are told about. */
const UPDATE_GRACE_MS = 10 * 60_000;

export function toSummary(r: ArticleRow, body: readonly ArticleBlock[]): ArticleSummary {
  const publishedAt = Number(r.publishedAt);
  const updatedAt = Number(r.updatedAt);
  return {
    id: r.id,
    category: r.category,
    type: r.type,
    slug: articleSlug({ id: r.id, headline: r.headlineVi }),
    headline: r.headline,
    standfirst: r.standfirst,
    cover: r.cover,
    author: toPerson(r),
    featured: r.featured === 1,
    publishedAt,
    updatedAt: updatedAt > publishedAt + UPDATE_GRACE_MS ? updatedAt : null,
    readingMinutes: readingMinutes(`${r.headline} ${r.standfirst} ${bodyText(body)}`),
    viewCount: r.viewCount,
  };
}
