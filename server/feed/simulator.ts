import type { Db } from '@/server/db/client';
import { createFeed } from './feed';
import { createProgramme } from './programme';
import type { FeedProvider } from './provider';
import { simulatedMatchLength } from './simulated/clock';
import { createSimulatedVendor } from './simulated/vendor';

export interface SimulatorOptions {
  /** Faker seed of the catalogue; defaults to the one the database was seeded with. */
  seed?: number;
}

/** The default provider: the simulated vendor with the site's programme planned around it. */
export function createSimulator(db: Db, opts: SimulatorOptions = {}): FeedProvider {
  return createFeed(db, { vendor: createSimulatedVendor(), programme: createProgramme({ matchLength: simulatedMatchLength }), seed: opts.seed });
}
