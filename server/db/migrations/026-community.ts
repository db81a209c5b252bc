import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

type AnyDb = Kysely<unknown>;
type Table = CreateTableBuilder<string, never>;

/** A `…_vi/…_en/…_zh` trio of text columns. */
const trio = (t: Table, field: string, fallback?: string): Table =>
  ['vi', 'en', 'zh'].reduce((table, lang) => table.addColumn(`${field}_${lang}`, 'text', (c) => (fallback === undefined ? c.notNull() : c.notNull().defaultTo(fallback))), t);

/**
 * Groups with their members, join requests and pinned posts (lib/domain/groups); places: the venues'
 * stadiums, cafés and clubs (lib/domain/places); watch parties with answers and sent reminders
 * (lib/domain/events). Posts already carry `group_id` and `place_id`.
 */
export const communityGroups = (dialect: DialectName): Migration => ({ up: (db) => up(db, dialect === 'postgres'), down });

async function up(db: AnyDb, pg: boolean): Promise<void> {
  const s = db.schema;
  const identity = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());

  let groups = s.createTable('community_groups').addColumn('id', 'integer', identity);
  groups = trio(trio(trio(groups, 'name'), 'description', ''), 'rules', '[]');
  await groups
    .addColumn('lang', 'text')
    .addColumn('privacy', 'text', (c) => c.notNull())
    .addColumn('cover', 'text')
    .addColumn('team_id', 'integer', (c) => c.references('teams.id').onDelete('set null'))
    .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('community_groups_popular_idx').on('community_groups').columns(['member_count', 'id']).execute();
  await s.createIndex('community_groups_team_idx').on('community_groups').column('team_id').execute();
  await s.createIndex('community_groups_creator_idx').on('community_groups').columns(['creator_id', 'created_at']).execute();

  await s
    .createTable('group_members')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('community_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'user_id'])
    .execute();
  await s.createIndex('group_members_user_idx').on('group_members').columns(['user_id', 'joined_at']).execute();

  await s
    .createTable('group_join_requests')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('community_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'bigint')
    .addPrimaryKeyConstraint('group_join_requests_pk', ['group_id', 'user_id'])
    .execute();
  await s.createIndex('group_join_requests_queue_idx').on('group_join_requests').columns(['group_id', 'state', 'created_at']).execute();

  await s
    .createTable('group_pins')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('community_groups.id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('pinned_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('pinned_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_pins_pk', ['group_id', 'post_id'])
    .execute();

  let places = s
    .createTable('places')
    .addColumn('id', 'integer', identity)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('venue_id', 'integer', (c) => c.unique().references('venues.id').onDelete('cascade'));
  places = trio(trio(trio(places, 'name'), 'address', ''), 'description', '');
  await places.addColumn('city', 'text', (c) => c.notNull()).addColumn('cover', 'text').addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
  await s.createIndex('places_kind_city_idx').on('places').columns(['kind', 'city']).execute();
  await s.createIndex('places_city_idx').on('places').column('city').execute();

  let events = s
    .createTable('community_events')
    .addColumn('id', 'integer', identity)
    .addColumn('fixture_id', 'integer', (c) => c.notNull().references('fixtures.id').onDelete('cascade'))
    .addColumn('place_id', 'integer', (c) => c.references('places.id').onDelete('cascade'))
    .addColumn('room_id', 'integer', (c) => c.references('live_rooms.id').onDelete('set null'))
    .addColumn('group_id', 'integer', (c) => c.references('community_groups.id').onDelete('cascade'))
    .addColumn('host_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'));
  events = trio(trio(events, 'title'), 'description', '');
  await events
    .addColumn('lang', 'text')
    .addColumn('capacity', 'integer')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('scheduled'))
    .addColumn('going_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('interested_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  for (const column of ['fixture_id', 'place_id', 'group_id']) {
    await s.createIndex(`community_events_${column.replace('_id', '')}_idx`).on('community_events').column(column).execute();
  }
  await s.createIndex('community_events_host_idx').on('community_events').columns(['host_id', 'created_at']).execute();

  await s
    .createTable('event_rsvps')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('community_events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_rsvps_pk', ['event_id', 'user_id'])
    .execute();
  await s.createIndex('event_rsvps_member_idx').on('event_rsvps').columns(['user_id', 'status']).execute();
  await s.createIndex('event_rsvps_event_idx').on('event_rsvps').columns(['event_id', 'status', 'updated_at']).execute();

  await s
    .createTable('event_reminders')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('community_events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_reminders_pk', ['event_id', 'user_id'])
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  for (const table of ['event_reminders', 'event_rsvps', 'community_events', 'places', 'group_pins', 'group_join_requests', 'group_members', 'community_groups']) {
    await db.schema.dropTable(table).execute();
  }
}
