import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';

type AnyDb = Kysely<unknown>;

const LOCALES = ['vi', 'en', 'zh'] as const;

/**
 * Highlights: clips cut from a recording (where they start in it and how long they run), titled in
 * three languages; a match's package and the clips of its single moments (the parent, and the match
 * event a clip shows); the chapters marked on a clip's timeline; and where each member stopped watching.
 */
export const highlights = (dialect: DialectName): Migration => ({ up: (db) => up(db, dialect === 'postgres'), down });

async function up(db: AnyDb, pg: boolean): Promise<void> {
  const s = db.schema;
  const identity = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());

  let clips = s
    .createTable('highlight_clips')
    .addColumn('id', 'integer', identity)
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('fixture_id', 'integer', (c) => c.references('fixtures.id').onDelete('set null'))
    .addColumn('parent_id', 'integer', (c) => c.references('highlight_clips.id').onDelete('cascade'))
    // The match event (its seq within the fixture) a single-moment clip shows.
    .addColumn('event_seq', 'integer');
  for (const locale of LOCALES) clips = clips.addColumn(`title_${locale}`, 'text', (c) => c.notNull());
  await clips
    .addColumn('start_seconds', 'integer', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('poster', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('highlight_clips_section_idx').on('highlight_clips').columns(['category', 'type', 'published_at']).execute();
  await s.createIndex('highlight_clips_fixture_idx').on('highlight_clips').column('fixture_id').execute();
  await s.createIndex('highlight_clips_parent_idx').on('highlight_clips').column('parent_id').execute();
  // One package per match, even when the feed ends a match twice.
  await s
    .createIndex('highlight_clips_one_package')
    .on('highlight_clips')
    .column('fixture_id')
    .unique()
    .where(sql.ref('parent_id'), 'is', null)
    .execute();

  let chapters = s
    .createTable('highlight_chapters')
    .addColumn('id', 'integer', identity)
    .addColumn('clip_id', 'integer', (c) => c.notNull().references('highlight_clips.id').onDelete('cascade'))
    .addColumn('at_seconds', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('minute', 'integer')
    .addColumn('event_seq', 'integer');
  for (const locale of LOCALES) chapters = chapters.addColumn(`label_${locale}`, 'text', (c) => c.notNull());
  await chapters.execute();
  await s.createIndex('highlight_chapters_clip_idx').on('highlight_chapters').columns(['clip_id', 'at_seconds']).execute();

  await s
    .createTable('highlight_positions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('clip_id', 'integer', (c) => c.notNull().references('highlight_clips.id').onDelete('cascade'))
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('highlight_positions_pk', ['user_id', 'clip_id'])
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('highlight_positions').execute();
  await db.schema.dropTable('highlight_chapters').execute();
  await db.schema.dropTable('highlight_clips').execute();
}
