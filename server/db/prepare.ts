import type { Db, DbConfig } from './client';
import { dialectOf } from './client';
import { migrateToLatest } from './migrate';
import { isSeeded, seed, type SeedSummary } from './seed';
import { withStartupLock } from './startup-lock';

export interface PrepareResult {
  applied: string[];
  /** The rows seeded, or null when the database already had its data (or seeding was not asked for). */
  seeded: SeedSummary | null;
}

/**
 * Migrates and, when asked and the database is empty, seeds it. Any number of nodes may call this
 * at once: they take turns under the startup lock, and the ones after the first find nothing to do.
 */
export async function prepareDatabase(db: Db, config: DbConfig, opts: { seed: boolean; now?: number }): Promise<PrepareResult> {
  return withStartupLock(config, async () => {
    const applied = await migrateToLatest(db, dialectOf(config));
    const seeded = opts.seed && !(await isSeeded(db)) ? await seed(db, { now: opts.now ?? Date.now() }) : null;
    return { applied, seeded };
  });
}
