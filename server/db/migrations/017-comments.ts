import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

type AnyDb = Kysely<unknown>;

/**
 * Comments on any kind of item (lib/domain/comments): one level of replies (`parent_id` names a top
 * comment, never a reply), a state instead of a deletion so a thread keeps its shape, one reaction per
 * member per comment, and one report per member per comment. Text is stored as the member wrote it
 * (plain text; pages render it as text).
 */
export const comments = (dialect: DialectName): Migration => ({ up: (db) => up(db, dialect === 'postgres'), down });

async function up(db: AnyDb, pg: boolean): Promise<void> {
  const s = db.schema;
  const identity = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());
  await s
    .createTable('comments')
    .addColumn('id', 'integer', identity)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('visible'))
    // Who last hid, showed again or deleted it when that was a moderator; null otherwise.
    .addColumn('moderated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('comments_item_idx').on('comments').columns(['kind', 'item_id', 'parent_id', 'created_at']).execute();
  await s.createIndex('comments_parent_idx').on('comments').columns(['parent_id', 'created_at']).execute();
  // The flood check counts a member's latest comments.
  await s.createIndex('comments_author_idx').on('comments').columns(['author_id', 'created_at']).execute();

  await s
    .createTable('comment_reactions')
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reaction', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_reactions_pk', ['comment_id', 'user_id'])
    .execute();

  await s
    .createTable('comment_reports')
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_reports_pk', ['comment_id', 'user_id'])
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('comment_reports').execute();
  await db.schema.dropTable('comment_reactions').execute();
  await db.schema.dropTable('comments').execute();
}
