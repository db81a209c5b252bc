import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/** Items members saved to read later (lib/domain/saved): one row per member and item, newest read first. */
export const saved = (): Migration => ({ up, down });

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('saved_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_items_pk', ['user_id', 'kind', 'item_id'])
    .execute();
  await db.schema.createIndex('saved_items_member_idx').on('saved_items').columns(['user_id', 'created_at']).execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('saved_items').execute();
}
