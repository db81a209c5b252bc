import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';

type AnyDb = Kysely<unknown>;

/** Ids below this are kept for well-known groups (the lobby, topic rooms) inserted with their ids. */
export const FIRST_GENERATED_GROUP_ID = 1000;

/**
 * Chat: rooms (the lobby, topic rooms, one per live room, private conversations), their messages,
 * reactions and sanctions; follows, friendships, and the member inbox.
 */
export const chat = (dialect: DialectName): Migration => ({ up: (db) => up(db, dialect === 'postgres'), down });

async function up(db: AnyDb, pg: boolean): Promise<void> {
  const s = db.schema;
  const identity = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());

  await s
    .createTable('chat_groups')
    .addColumn('id', 'integer', identity)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('live_room_id', 'integer', (c) => c.unique().references('live_rooms.id').onDelete('set null'))
    // "{low user id}:{high user id}" for a private conversation, so a pair gets exactly one.
    .addColumn('pair_key', 'text', (c) => c.unique())
    .addColumn('slow_mode_s', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pinned_message_id', 'integer')
    .addColumn('last_message_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  if (pg) await sql`ALTER TABLE chat_groups ALTER COLUMN id RESTART WITH ${sql.raw(String(FIRST_GENERATED_GROUP_ID))}`.execute(db);
  else await sql`INSERT INTO sqlite_sequence (name, seq) VALUES ('chat_groups', ${FIRST_GENERATED_GROUP_ID - 1})`.execute(db);
  await s.createIndex('chat_groups_kind_idx').on('chat_groups').columns(['kind', 'last_message_at']).execute();

  await s
    .createTable('chat_group_members')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('chat_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The last message the member has seen, for unread counts.
    .addColumn('last_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('chat_group_members_pk', ['group_id', 'user_id'])
    .execute();
  await s.createIndex('chat_group_members_user_idx').on('chat_group_members').column('user_id').execute();

  await s
    .createTable('chat_messages')
    .addColumn('id', 'integer', identity)
    .addColumn('group_id', 'integer', (c) => c.notNull().references('chat_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('show_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('system_message', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('parent_id', 'integer', (c) => c.references('chat_messages.id').onDelete('set null'))
    .addColumn('colour', 'text')
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_guest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vip_group', 'text')
    .addColumn('to_user_id', 'integer')
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    // Kept for moderation only; never sent to clients.
    .addColumn('ip', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('chat_messages_group_idx').on('chat_messages').columns(['group_id', 'id']).execute();
  // Slow mode and join announcements look up a user's latest message in a group.
  await s.createIndex('chat_messages_group_user_idx').on('chat_messages').columns(['group_id', 'user_id', 'id']).execute();

  await s
    .createTable('chat_reactions')
    .addColumn('message_id', 'integer', (c) => c.notNull().references('chat_messages.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reaction', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_reactions_pk', ['message_id', 'user_id', 'reaction'])
    .execute();

  await s
    .createTable('chat_sanctions')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('chat_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // null: until lifted.
    .addColumn('until', 'bigint')
    .addColumn('by_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_sanctions_pk', ['group_id', 'user_id', 'kind'])
    .execute();

  await s
    .createTable('chat_follows')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('chat_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_follows_pk', ['group_id', 'user_id'])
    .execute();
  await s.createIndex('chat_follows_user_idx').on('chat_follows').column('user_id').execute();

  await s
    .createTable('friendships')
    // The pair in id order, so (a, b) and (b, a) are one row.
    .addColumn('user_low', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_high', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('friendships_pk', ['user_low', 'user_high'])
    .execute();
  await s.createIndex('friendships_high_idx').on('friendships').column('user_high').execute();

  await s
    .createTable('inbox_messages')
    .addColumn('id', 'integer', identity)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('inbox_messages_user_idx').on('inbox_messages').columns(['user_id', 'id']).execute();
}

async function down(db: AnyDb): Promise<void> {
  const tables = ['inbox_messages', 'friendships', 'chat_follows', 'chat_sanctions', 'chat_reactions', 'chat_messages', 'chat_group_members', 'chat_groups'];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
