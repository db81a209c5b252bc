import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

type AnyDb = Kysely<unknown>;

/**
 * The football data issue: managers, each club's season before the feed's window (the table
 * and player records the window's results are added to), bookmakers' price history, members'
 * favourite teams, and when a member last edited a tip.
 */
export const football = (_dialect: DialectName): Migration => ({ up, down });

async function up(db: AnyDb): Promise<void> {
  const s = db.schema;

  await s
    .createTable('managers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('team_id', 'integer', (c) => c.notNull().unique().references('teams.id'))
    .addColumn('nationality', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('photo', 'text', (c) => c.notNull())
    .addColumn('appointed', 'text', (c) => c.notNull())
    .addColumn('formation', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('team_seasons')
    .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id'))
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id'))
    .addColumn('season', 'text', (c) => c.notNull())
    .addColumn('played', 'integer', (c) => c.notNull())
    .addColumn('won', 'integer', (c) => c.notNull())
    .addColumn('drawn', 'integer', (c) => c.notNull())
    .addColumn('lost', 'integer', (c) => c.notNull())
    .addColumn('goals_for', 'integer', (c) => c.notNull())
    .addColumn('goals_against', 'integer', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('as_of', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_seasons_pk', ['league_id', 'team_id'])
    .execute();
  await s.createIndex('team_seasons_team_idx').on('team_seasons').column('team_id').execute();

  await s
    .createTable('player_seasons')
    .addColumn('player_id', 'integer', (c) => c.primaryKey().references('players.id'))
    .addColumn('appearances', 'integer', (c) => c.notNull())
    .addColumn('starts', 'integer', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('goals', 'integer', (c) => c.notNull())
    .addColumn('assists', 'integer', (c) => c.notNull())
    .addColumn('yellow_cards', 'integer', (c) => c.notNull())
    .addColumn('red_cards', 'integer', (c) => c.notNull())
    .addColumn('rating', 'real', (c) => c.notNull())
    .addColumn('market_value', 'integer', (c) => c.notNull())
    .execute();

  await s
    .createTable('odds_snapshots')
    .addColumn('fixture_id', 'integer', (c) => c.notNull().references('fixtures.id').onDelete('cascade'))
    .addColumn('bookmaker', 'text', (c) => c.notNull())
    .addColumn('taken_at', 'bigint', (c) => c.notNull())
    .addColumn('home', 'real', (c) => c.notNull())
    .addColumn('draw', 'real')
    .addColumn('away', 'real', (c) => c.notNull())
    .addColumn('ah_line', 'real', (c) => c.notNull())
    .addColumn('ah_home', 'real', (c) => c.notNull())
    .addColumn('ah_away', 'real', (c) => c.notNull())
    .addColumn('ou_line', 'real', (c) => c.notNull())
    .addColumn('ou_over', 'real', (c) => c.notNull())
    .addColumn('ou_under', 'real', (c) => c.notNull())
    .addPrimaryKeyConstraint('odds_snapshots_pk', ['fixture_id', 'bookmaker', 'taken_at'])
    .execute();

  await s
    .createTable('favourite_teams')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourite_teams_pk', ['user_id', 'team_id'])
    .execute();

  await s.alterTable('tips').addColumn('updated_at', 'bigint').execute();
  await s.createIndex('tips_created_idx').on('tips').column('created_at').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('tips_created_idx').execute();
  await db.schema.alterTable('tips').dropColumn('updated_at').execute();
  for (const table of ['favourite_teams', 'odds_snapshots', 'player_seasons', 'team_seasons', 'managers']) await db.schema.dropTable(table).execute();
}
