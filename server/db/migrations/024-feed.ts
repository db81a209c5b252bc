import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';

type AnyDb = Kysely<unknown>;

/**
 * The social feed (lib/domain/feed): posts with their pictures, poll, match card and hashtags; one
 * reaction and one poll vote per member; reports; members' profile text and cover. Counters on a post
 * are kept with each write so the ranked feed reads one table. Also the staff review queue
 * (lib/domain/review) and members' suspensions, which the feed, comments and chat all answer to.
 */
export const socialFeed = (dialect: DialectName): Migration => ({ up: (db) => up(db, dialect === 'postgres'), down });

async function up(db: AnyDb, pg: boolean): Promise<void> {
  const s = db.schema;
  const identity = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());
  await s
    .createTable('posts')
    .addColumn('id', 'integer', identity)
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Groups and places arrive with their own tables; until then these stay null.
    .addColumn('group_id', 'integer')
    .addColumn('place_id', 'integer')
    .addColumn('body', 'text', (c) => c.notNull())
    // The language the author wrote in (the page's at posting); the feed prefers the reader's.
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('visible'))
    .addColumn('fixture_id', 'integer', (c) => c.references('fixtures.id').onDelete('set null'))
    .addColumn('room_id', 'integer', (c) => c.references('live_rooms.id').onDelete('set null'))
    .addColumn('shared_post_id', 'integer', (c) => c.references('posts.id').onDelete('set null'))
    .addColumn('poll_question', 'text')
    .addColumn('reaction_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('share_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('edited_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('posts_created_idx').on('posts').columns(['state', 'created_at']).execute();
  await s.createIndex('posts_author_idx').on('posts').columns(['author_id', 'created_at']).execute();
  await s.createIndex('posts_group_idx').on('posts').columns(['group_id', 'created_at']).execute();
  await s.createIndex('posts_shared_idx').on('posts').column('shared_post_id').execute();

  await s
    .createTable('post_images')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_images_pk', ['post_id', 'position'])
    .execute();

  await s
    .createTable('post_poll_options')
    .addColumn('id', 'integer', identity)
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('post_poll_options_post_idx').on('post_poll_options').columns(['post_id', 'position']).unique().execute();

  await s
    .createTable('post_poll_votes')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) => c.notNull().references('post_poll_options.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_poll_votes_pk', ['post_id', 'user_id'])
    .execute();

  await s
    .createTable('post_reactions')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reaction', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_reactions_pk', ['post_id', 'user_id'])
    .execute();

  await s
    .createTable('post_hashtags')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_hashtags_pk', ['post_id', 'tag'])
    .execute();
  await s.createIndex('post_hashtags_tag_idx').on('post_hashtags').columns(['tag', 'created_at']).execute();

  await s
    .createTable('post_mentions')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('post_mentions_pk', ['post_id', 'user_id'])
    .execute();

  await s
    .createTable('post_reports')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_reports_pk', ['post_id', 'user_id'])
    .execute();

  await s
    .createTable('member_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await s
    .createTable('review_items')
    .addColumn('id', 'integer', identity)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    // Whose post, comment or message it is (the member, for a member report).
    .addColumn('subject_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    // Comma-separated: the filter's reasons (lib/domain/spam) or the reports' reasons.
    .addColumn('reasons', 'text', (c) => c.notNull())
    // The text as it was when filed, so the queue reads without the item's own tables.
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'bigint')
    .execute();
  // One open item per thing: a second report adds to it.
  await s.createIndex('review_items_open_idx').on('review_items').columns(['kind', 'item_id']).unique().where(sql.ref('state'), '=', 'open').execute();
  await s.createIndex('review_items_state_idx').on('review_items').columns(['state', 'created_at']).execute();

  await s
    .createTable('member_suspensions')
    .addColumn('id', 'integer', identity)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('until', 'bigint', (c) => c.notNull())
    .addColumn('review_item_id', 'integer', (c) => c.references('review_items.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('member_suspensions_user_idx').on('member_suspensions').columns(['user_id', 'until']).execute();

  // Who reported a member as a whole (the queue keeps one open item per member), so each reporter files one report at a time.
  await s
    .createTable('member_reports')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_reports_pk', ['member_id', 'user_id'])
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  for (const table of ['member_reports', 'member_suspensions', 'review_items', 'member_profiles', 'post_reports', 'post_mentions', 'post_hashtags', 'post_reactions', 'post_poll_votes', 'post_poll_options', 'post_images', 'posts']) {
    await db.schema.dropTable(table).execute();
  }
}
