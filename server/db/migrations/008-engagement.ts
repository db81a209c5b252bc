import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

type AnyDb = Kysely<unknown>;

/**
 * Member engagement: one check-in per member and Vietnamese day, and the minutes a member watched
 * live rooms per day (counted from the player's heartbeats).
 */
export const engagement = (_dialect: DialectName): Migration => ({ up, down });

async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('check_ins')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('streak', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // One check-in per member and day, even when clicks race.
    .addPrimaryKeyConstraint('check_ins_pk', ['user_id', 'day'])
    .execute();

  await s
    .createTable('watch_days')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('last_beat_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('watch_days_pk', ['user_id', 'day'])
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('watch_days').execute();
  await db.schema.dropTable('check_ins').execute();
}
