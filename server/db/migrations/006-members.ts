import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

type AnyDb = Kysely<unknown>;

/**
 * The members issue's shared ground: when a member's email and phone were verified, the member's
 * referral code and referrer, and one ledger of experience points that check-ins, missions,
 * referrals and promotions all write to (a level is read from its sum).
 */
export const members = (dialect: DialectName): Migration => ({ up: (db) => up(db, dialect === 'postgres'), down });

async function up(db: AnyDb, pg: boolean): Promise<void> {
  const s = db.schema;
  const identity = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());

  await s.alterTable('users').addColumn('email_verified_at', 'bigint').execute();
  await s.alterTable('users').addColumn('phone_verified_at', 'bigint').execute();
  await s.alterTable('users').addColumn('referral_code', 'text').execute();
  await s.alterTable('users').addColumn('referred_by', 'integer', (c) => c.references('users.id')).execute();
  // SQLite cannot add a UNIQUE column; a unique index gives the same guarantee on both dialects.
  await s.createIndex('users_referral_code_idx').on('users').column('referral_code').unique().execute();
  await s.createIndex('users_referred_by_idx').on('users').column('referred_by').execute();

  await s
    .createTable('point_ledger')
    .addColumn('id', 'integer', identity)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // One award per reason: a retried or raced request cannot pay twice.
    .addUniqueConstraint('point_ledger_once', ['user_id', 'kind', 'ref'])
    .execute();
  await s.createIndex('point_ledger_user_idx').on('point_ledger').columns(['user_id', 'created_at']).execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('point_ledger').execute();
  await db.schema.dropIndex('users_referred_by_idx').execute();
  await db.schema.dropIndex('users_referral_code_idx').execute();
  for (const column of ['referred_by', 'referral_code', 'phone_verified_at', 'email_verified_at']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
