import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';

type AnyDb = Kysely<unknown>;

const LOCALES = ['vi', 'en', 'zh'] as const;

/**
 * News: articles with their text in three languages (bodies as JSON blocks the application validates
 * on every write), where they stand in the newsroom's workflow, and the tags that tie them to teams,
 * players, leagues and matches. A match report names its fixture, at most one report per fixture.
 */
export const news = (dialect: DialectName): Migration => ({ up: (db) => up(db, dialect === 'postgres'), down });

async function up(db: AnyDb, pg: boolean): Promise<void> {
  const s = db.schema;
  const identity = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());

  let articles = s
    .createTable('news_articles')
    .addColumn('id', 'integer', identity)
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('fixture_id', 'integer', (c) => c.references('fixtures.id').onDelete('set null'));
  for (const field of ['headline', 'standfirst', 'body']) {
    for (const locale of LOCALES) articles = articles.addColumn(`${field}_${locale}`, 'text', (c) => c.notNull());
  }
  await articles
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    // When it went (or goes, when scheduled) out; null for a draft.
    .addColumn('published_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('news_articles_published_idx').on('news_articles').columns(['status', 'published_at']).execute();
  await s.createIndex('news_articles_section_idx').on('news_articles').columns(['category', 'type', 'published_at']).execute();
  // One automatic report per fixture, even when the feed ends a match twice.
  await s
    .createIndex('news_articles_one_report')
    .on('news_articles')
    .column('fixture_id')
    .unique()
    .where(sql.ref('fixture_id'), 'is not', null)
    .execute();

  await s
    .createTable('news_article_tags')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('news_articles.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('news_article_tags_pk', ['article_id', 'kind', 'ref_id'])
    .execute();
  await s.createIndex('news_article_tags_ref_idx').on('news_article_tags').columns(['kind', 'ref_id']).execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('news_article_tags').execute();
  await db.schema.dropTable('news_articles').execute();
}
