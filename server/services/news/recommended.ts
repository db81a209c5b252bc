import { sql, type RawBuilder } from 'kysely';
import type { ArticleTagKind, NewsCategory } from '@/lib/domain/news';
import { READING_HISTORY, RECOMMENDATION_WEIGHTS } from '@/lib/domain/reading-history';
import type { Db } from '@/server/db/client';
import type { ArticleQuery } from './article-rows';

/** What the recommended tab knows of a member: the teams they follow and what they read lately. */
export interface ReaderSignals {
  userId: number;
  favouriteTeamIds: number[];
  readTags: { kind: ArticleTagKind; refId: number }[];
  readCategories: NewsCategory[];
}

/** The member's signals, or null when they follow no team and have read nothing yet (the tab then ranks as for a guest). */
export async function readerSignals(db: Db, userId: number): Promise<ReaderSignals | null> {
  const [favourites, recent] = await Promise.all([
    db.selectFrom('favouriteTeams').select('teamId').where('userId', '=', userId).execute(),
    db.selectFrom('readingHistory').select('articleId').where('userId', '=', userId).orderBy('lastReadAt', 'desc').orderBy('articleId', 'desc').limit(READING_HISTORY.signalReads).execute(),
  ]);
  if (favourites.length === 0 && recent.length === 0) return null;
  const readIds = recent.map((r) => r.articleId);
  const [tags, categories] = readIds.length === 0 ? [[], []] : await Promise.all([
    db.selectFrom('newsArticleTags').select(['kind', 'refId']).distinct().where('articleId', 'in', readIds).execute(),
    db.selectFrom('newsArticles').select('category').distinct().where('id', 'in', readIds).execute(),
  ]);
  return { userId, favouriteTeamIds: favourites.map((f) => f.teamId), readTags: tags, readCategories: categories.map((c) => c.category) };
}

/** Leaves out what the member already read: the tab recommends something new. */
export function unread(query: ArticleQuery, signals: ReaderSignals): ArticleQuery {
  return query.where(sql<boolean>`not exists (select 1 from reading_history h where h.article_id = a.id and h.user_id = ${signals.userId})`);
}

const ZERO = sql<number>`0`;

/** The weighted signals of article `a` (lib/domain/reading-history), in SQL both databases read alike. */
function score(signals: ReaderSignals): RawBuilder<number> {
  const { favouriteTeam, sharedTag, sameCategory } = RECOMMENDATION_WEIGHTS;
  const followed = signals.favouriteTeamIds.length === 0 ? ZERO
    : sql<number>`case when exists (select 1 from news_article_tags t where t.article_id = a.id and t.kind = 'team' and t.ref_id in (${sql.join(signals.favouriteTeamIds)})) then ${sql.lit(favouriteTeam)} else 0 end`;
  const readTag = sql.join(signals.readTags.map((tag) => sql`(t.kind = ${tag.kind} and t.ref_id = ${tag.refId})`), sql` or `);
  const shared = signals.readTags.length === 0 ? ZERO
    : sql<number>`(select count(*) from news_article_tags t where t.article_id = a.id and (${readTag})) * ${sql.lit(sharedTag)}`;
  const sport = signals.readCategories.length === 0 ? ZERO
    : sql<number>`case when a.category in (${sql.join(signals.readCategories)}) then ${sql.lit(sameCategory)} else 0 end`;
  return sql<number>`(${followed} + ${shared} + ${sport})`;
}

/** Ranks by the member's signals, the newest first among equals. */
export function recommendedOrder(query: ArticleQuery, signals: ReaderSignals): ArticleQuery {
  return query.orderBy(score(signals), 'desc').orderBy('a.publishedAt', 'desc').orderBy('a.id', 'desc');
}
