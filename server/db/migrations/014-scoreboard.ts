import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * A fixture's scoreboard beyond the match score (sets, quarters, maps or frames), as JSON the
 * application writes and reads (lib/domain/scoreboard). Text in both dialects: it is always read
 * whole, never queried into.
 */
export const scoreboard = (): Migration => ({ up, down });

async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('fixtures').addColumn('scoreboard', 'text').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('fixtures').dropColumn('scoreboard').execute();
}
