import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

type AnyDb = Kysely<unknown>;

/**
 * The match feed's own bookkeeping: which days of fixtures it has made, what it decided about a
 * fixture in advance (a postponement, a walkover…) or after it (a shoot-out score), and where it
 * left off.
 */
export const feed = (_dialect: DialectName): Migration => ({ up, down });

async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('feed_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s
    .createTable('feed_fixtures')
    .addColumn('fixture_id', 'integer', (c) => c.primaryKey().references('fixtures.id').onDelete('cascade'))
    .addColumn('fate', 'text')
    .addColumn('shootout_home', 'integer')
    .addColumn('shootout_away', 'integer')
    .execute();
  await s
    .createTable('feed_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();
  // Tips still to settle, found per fixture when its match ends.
  await s.createIndex('tips_fixture_result_idx').on('tips').columns(['fixture_id', 'result']).execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('tips_fixture_result_idx').execute();
  for (const table of ['feed_meta', 'feed_fixtures', 'feed_days']) await db.schema.dropTable(table).execute();
}
