import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

type AnyDb = Kysely<unknown>;

/** The live issue: match events written by the feed, bookings, viewer opinions and tips. */
export const live = (dialect: DialectName): Migration => ({ up: (db) => up(db, dialect === 'postgres'), down });

async function up(db: AnyDb, pg: boolean): Promise<void> {
  const s = db.schema;

  await s
    .createTable('match_events')
    .addColumn('fixture_id', 'integer', (c) => c.notNull().references('fixtures.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('minute', 'integer', (c) => c.notNull())
    .addColumn('added', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('player_id', 'integer')
    .addColumn('player_name', 'text')
    .addColumn('related_name', 'text')
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('home_score', 'integer', (c) => c.notNull())
    .addColumn('away_score', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('match_events_pk', ['fixture_id', 'seq'])
    .execute();

  await s
    .createTable('bookings')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('fixture_id', 'integer', (c) => c.notNull().references('fixtures.id').onDelete('cascade'))
    .addColumn('commentator_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('bookings_once', ['user_id', 'fixture_id', 'commentator_id'])
    .execute();
  await s.createIndex('bookings_user_idx').on('bookings').columns(['user_id', 'created_at']).execute();

  await s
    .createTable('match_votes')
    .addColumn('fixture_id', 'integer', (c) => c.notNull().references('fixtures.id').onDelete('cascade'))
    .addColumn('voter_key', 'text', (c) => c.notNull())
    .addColumn('pick', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('match_votes_pk', ['fixture_id', 'voter_key'])
    .execute();

  await s
    .createTable('tips')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('fixture_id', 'integer', (c) => c.notNull().references('fixtures.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('selection', 'text', (c) => c.notNull())
    .addColumn('line', 'real')
    .addColumn('odds', 'real', (c) => c.notNull())
    .addColumn('confidence', 'integer', (c) => c.notNull())
    .addColumn('analysis', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('tips_once', ['fixture_id', 'author_id', 'market'])
    .execute();
  await s.createIndex('tips_author_idx').on('tips').column('author_id').execute();
}

async function down(db: AnyDb): Promise<void> {
  for (const table of ['tips', 'match_votes', 'bookings', 'match_events']) await db.schema.dropTable(table).execute();
}
