import type { Kysely, CreateTableBuilder, Migration } from 'kysely';
import type { DialectName } from '../client';

type AnyDb = Kysely<unknown>;

function withIdentity<T extends string>(table: CreateTableBuilder<T, never>, pg: boolean) {
  return table.addColumn('id', 'integer', (c) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  );
}

export const initial = (dialect: DialectName): Migration => ({ up: (db) => up(db, dialect === 'postgres'), down });

async function up(db: AnyDb, pg: boolean): Promise<void> {
  const s = db.schema;

  await s
    .createTable('live_modes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('name_vi', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('livemode', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await s
    .createTable('leagues')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('live_mode_id', 'integer', (c) => c.notNull().references('live_modes.id'))
    .addColumn('priority', 'integer', (c) => c.notNull())
    .execute();

  await s
    .createTable('venues')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .execute();

  await s
    .createTable('teams')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id'))
    .addColumn('venue_id', 'integer', (c) => c.references('venues.id'))
    .execute();

  await s
    .createTable('players')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id'))
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('shirt_number', 'integer', (c) => c.notNull())
    .addColumn('nationality', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('photo', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('players_team_idx').on('players').column('team_id').execute();

  await withIdentity(s.createTable('users'), pg)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text')
    .addColumn('profile_picture', 'text')
    .addColumn('site_role_id', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await s
    .createTable('fixtures')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('static_id', 'integer', (c) => c.notNull().unique())
    .addColumn('live_mode_id', 'integer', (c) => c.notNull().references('live_modes.id'))
    .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id'))
    .addColumn('home_team_id', 'integer', (c) => c.notNull().references('teams.id'))
    .addColumn('away_team_id', 'integer', (c) => c.notNull().references('teams.id'))
    .addColumn('venue_id', 'integer', (c) => c.references('venues.id'))
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('schedule_status', 'integer', (c) => c.notNull())
    .addColumn('home_score', 'integer')
    .addColumn('away_score', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('fixtures_start_idx').on('fixtures').column('start_time').execute();
  await s.createIndex('fixtures_status_idx').on('fixtures').columns(['schedule_status', 'start_time']).execute();

  await s
    .createTable('live_rooms')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('fixture_id', 'integer', (c) => c.notNull().references('fixtures.id'))
    .addColumn('commentator_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('live_mode_id', 'integer', (c) => c.notNull().references('live_modes.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('stream_key', 'text', (c) => c.notNull())
    .addColumn('viewer_count', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('live_rooms_fixture_idx').on('live_rooms').column('fixture_id').execute();

  await s
    .createTable('menus')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('label_vi', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addColumn('label_zh', 'text', (c) => c.notNull())
    .addColumn('href', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('live_mode_id', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await s
    .createTable('marquee')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('text_vi', 'text', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('text_zh', 'text', (c) => c.notNull())
    .addColumn('href', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .execute();

  await s
    .createTable('banners')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('domain', 'text')
    .addColumn('title_vi', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('subtitle_vi', 'text', (c) => c.notNull())
    .addColumn('subtitle_en', 'text', (c) => c.notNull())
    .addColumn('subtitle_zh', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('href', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await s
    .createTable('domains')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('domain', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await s
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await s.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
}

async function down(db: AnyDb): Promise<void> {
  for (const t of ['refresh_tokens', 'domains', 'banners', 'marquee', 'menus', 'live_rooms', 'fixtures', 'users', 'players', 'teams', 'venues', 'leagues', 'live_modes']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
