import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

type AnyDb = Kysely<unknown>;

/** Sign-in hardening: when a session last proved who it is. */
export const signIn = (dialect: DialectName): Migration => ({ up: (db) => up(db, dialect === 'postgres'), down });

// Null for sign-ins made before this column: they count as proved long ago.
async function up(db: AnyDb, _pg: boolean): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('authenticated_at', 'bigint').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('authenticated_at').execute();
}
