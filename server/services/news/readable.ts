import { sql, type RawBuilder } from 'kysely';
import { READABLE_STATUSES } from '@/lib/domain/news';

/**
 * The one SQL form of `isReadable`: the articles of `table` (a table name or alias) readers may open at
 * `now`. The public list, detail, view counts and sitemap all filter with it.
 */
export function readableArticles(table: string, now: number): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${table}.status`)} in (${sql.join([...READABLE_STATUSES])}) and ${sql.ref(`${table}.publishedAt`)} <= ${now})`;
}
