import type { Db, DbConfig } from './client';
import { dialectOf } from './client';
import { migrateToLatest } from './migrate';
import { isSeeded, seed, seedNewSections, type SeedSummary } from './seed';
import { withStartupLock } from './startup-lock';

export interface PrepareResult {
  applied: string[];
  /** The rows seeded (only a new section's, for a database seeded before it), or null when nothing was (or seeding was not asked for). */
  seeded: Partial<SeedSummary> | null;
}

/**
 * Migrates and, when asked and the database is empty, seeds it. Any number of nodes may call this
 * at once: they take turns under the startup lock, and the ones after the first find nothing to do.
 */
export async function prepareDatabase(db: Db, config: DbConfig, opts: { seed: boolean; now?: number }): Promise<PrepareResult> {
  return withStartupLock(config, async () => {
    const applied = await migrateToLatest(db, dialectOf(config));
    const now = opts.now ?? Date.now();
    if (!opts.seed) return { applied, seeded: null };
    const seeded = (await isSeeded(db)) ? await seedNewSections(db, { now }) : await seed(db, { now });
    return { applied, seeded };
  });
}
