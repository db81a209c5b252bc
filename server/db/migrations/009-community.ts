import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';

type AnyDb = Kysely<unknown>;

/**
 * Community: applications to become a commentator (reviewed by staff), and promotions with the
 * members' claims of them.
 */
export const community = (dialect: DialectName): Migration => ({ up: (db) => up(db, dialect === 'postgres'), down });

async function up(db: AnyDb, pg: boolean): Promise<void> {
  const s = db.schema;
  const identity = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());

  await s
    .createTable('commentator_applications')
    .addColumn('id', 'integer', identity)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('experience', 'text', (c) => c.notNull())
    // Comma-separated live-mode ids and language codes: small, fixed vocabularies, read whole.
    .addColumn('sports', 'text', (c) => c.notNull())
    .addColumn('languages', 'text', (c) => c.notNull())
    .addColumn('sample_url', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id'))
    .addColumn('reviewed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One open application per member, even when two arrive at once.
  await s
    .createIndex('commentator_applications_one_pending')
    .on('commentator_applications')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', sql.lit('pending'))
    .execute();
  await s.createIndex('commentator_applications_status_idx').on('commentator_applications').columns(['status', 'created_at']).execute();

  await s
    .createTable('promotions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title_vi', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('summary_vi', 'text', (c) => c.notNull())
    .addColumn('summary_en', 'text', (c) => c.notNull())
    .addColumn('summary_zh', 'text', (c) => c.notNull())
    .addColumn('rules_vi', 'text', (c) => c.notNull())
    .addColumn('rules_en', 'text', (c) => c.notNull())
    .addColumn('rules_zh', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('banner', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await s
    .createTable('promotion_claims')
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Once per member: raced claims leave one row.
    .addPrimaryKeyConstraint('promotion_claims_pk', ['promotion_id', 'user_id'])
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('promotion_claims').execute();
  await db.schema.dropTable('promotions').execute();
  await db.schema.dropTable('commentator_applications').execute();
}
