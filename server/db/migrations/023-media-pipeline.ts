import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';

type AnyDb = Kysely<unknown>;

/**
 * The media pipeline: each commentator's stream key (only its hash is kept), their broadcasts (which
 * room, title and language, and where the live stream stands), the on-demand videos it makes
 * (recordings, imports) and the packaging jobs that make them. Rooms say whether they are demo
 * content; a highlight clip may be cut from one of those videos instead of the demo recording.
 */
export const mediaPipeline = (dialect: DialectName): Migration => ({ up: (db) => up(db, dialect === 'postgres'), down });

async function up(db: AnyDb, pg: boolean): Promise<void> {
  const s = db.schema;
  const identity = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());

  await s
    .createTable('stream_keys')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    // The last characters, so the studio can say which key is current without showing it.
    .addColumn('key_hint', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Why the key's last stream was turned away, for the studio to say (lib/domain/broadcast's REFUSALS).
    .addColumn('last_refusal', 'text')
    .addColumn('last_refusal_at', 'bigint')
    .execute();

  await s
    .createTable('media_assets')
    .addColumn('id', 'integer', identity)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('fixture_id', 'integer', (c) => c.references('fixtures.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer')
    .addColumn('source_path', 'text')
    .addColumn('output_dir', 'text')
    .addColumn('renditions', 'text')
    .addColumn('size_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('ready_at', 'bigint')
    .execute();
  await s.createIndex('media_assets_owner_idx').on('media_assets').columns(['owner_id', 'created_at']).execute();
  await s.createIndex('media_assets_fixture_idx').on('media_assets').column('fixture_id').execute();

  await s
    .createTable('broadcasts')
    .addColumn('id', 'integer', identity)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('room_id', 'integer', (c) => c.notNull().references('live_rooms.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('source', 'text')
    // The node whose ingest holds the stream, so another node never takes it over.
    .addColumn('node', 'text')
    .addColumn('source_width', 'integer')
    .addColumn('source_height', 'integer')
    .addColumn('health', 'text')
    .addColumn('output_dir', 'text')
    .addColumn('recording_id', 'integer', (c) => c.references('media_assets.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('last_data_at', 'bigint')
    .addColumn('end_requested_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .execute();
  await s.createIndex('broadcasts_user_idx').on('broadcasts').columns(['user_id', 'state']).execute();
  await s.createIndex('broadcasts_room_idx').on('broadcasts').columns(['room_id', 'state']).execute();
  // One open broadcast per member, however many plan calls race.
  await s.createIndex('broadcasts_one_open_idx').on('broadcasts').column('user_id').unique().where(sql.ref('state'), 'in', sql`('ready', 'live', 'reconnecting')`).execute();

  await s
    .createTable('media_jobs')
    .addColumn('id', 'integer', identity)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('asset_id', 'integer', (c) => c.references('media_assets.id').onDelete('cascade'))
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('run_after', 'bigint', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'bigint')
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('media_jobs_due_idx').on('media_jobs').columns(['state', 'run_after']).execute();

  // Every room so far is the simulator's; a commentator's broadcast makes a room real.
  await s.alterTable('live_rooms').addColumn('demo', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  // No foreign key: SQLite cannot drop a column that has one. Deleting a video deletes its clips (media-pipeline/assets).
  await s.alterTable('highlight_clips').addColumn('asset_id', 'integer').execute();
  await s.createIndex('highlight_clips_asset_idx').on('highlight_clips').column('asset_id').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('highlight_clips_asset_idx').execute();
  await db.schema.alterTable('highlight_clips').dropColumn('asset_id').execute();
  await db.schema.alterTable('live_rooms').dropColumn('demo').execute();
  for (const table of ['media_jobs', 'broadcasts', 'media_assets', 'stream_keys']) await db.schema.dropTable(table).execute();
}
