import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * The articles each member read, when first and last (lib/domain/reading-history): what the recommended
 * news tab learns from. Kept apart from content_views, whose stamps live only an hour; bounded per member
 * as reads are written, and gone with the member or the article.
 */
export const readingHistory = (): Migration => ({ up, down });

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('reading_history')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('news_articles.id').onDelete('cascade'))
    .addColumn('first_read_at', 'bigint', (c) => c.notNull())
    .addColumn('last_read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('reading_history_pk', ['user_id', 'article_id'])
    .execute();
  await db.schema.createIndex('reading_history_recent_idx').on('reading_history').columns(['user_id', 'last_read_at']).execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reading_history').execute();
}
