import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

type AnyDb = Kysely<unknown>;

/** Member blocks and the moderation audit trail. */
export const safety = (dialect: DialectName): Migration => ({ up: (db) => up(db, dialect === 'postgres'), down });

async function up(db: AnyDb, pg: boolean): Promise<void> {
  const s = db.schema;
  const identity = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());

  await s
    .createTable('member_blocks')
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  // "Has either blocked the other" looks the pair up from both ends.
  await s.createIndex('member_blocks_blocked_idx').on('member_blocks').column('blocked_id').execute();

  // No foreign keys: the audit trail outlives the rooms, messages and members it names.
  await s
    .createTable('moderation_actions')
    .addColumn('id', 'integer', identity)
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    // Null for actions outside a room (role changes).
    .addColumn('group_id', 'integer')
    .addColumn('target_user_id', 'integer')
    .addColumn('message_id', 'integer')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('moderation_actions_group_idx').on('moderation_actions').columns(['group_id', 'id']).execute();
  await s.createIndex('moderation_actions_actor_idx').on('moderation_actions').columns(['actor_id', 'id']).execute();
  await s.createIndex('moderation_actions_target_idx').on('moderation_actions').columns(['target_user_id', 'id']).execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('moderation_actions').execute();
  await db.schema.dropTable('member_blocks').execute();
}
