import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * When each viewer's view of an item last counted, so a view counts once per viewer per hour; the
 * counts themselves live on the items (e.g. news_articles.view_count). A viewer is a member or, for
 * guests, a digest of their address and browser; rows older than the window are pruned as views arrive.
 */
export const views = (): Migration => ({ up, down });

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('content_views')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('viewer', 'text', (c) => c.notNull())
    .addColumn('counted_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_views_pk', ['kind', 'item_id', 'viewer'])
    .execute();
  await db.schema.createIndex('content_views_age_idx').on('content_views').column('counted_at').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('content_views').execute();
}
