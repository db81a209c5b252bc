import { sql } from 'kysely';
import { DEFAULT_SEED } from '@/lib/random/faker';
import { dialectOfDb, type Db } from '@/server/db/client';
import { META, readMeta, writeMeta } from './meta';
import type { SiteProgramme } from './programme';
import { emptySummary, type AdvanceSummary, type FeedProvider } from './provider';
import { feedDb, type FeedDb } from './tables';
import type { AdvanceStep, SportsDataVendor } from './vendor';

export interface FeedParts {
  vendor: SportsDataVendor;
  programme: SiteProgramme;
  /** The seed to continue; by default the one the database was seeded with. */
  seed?: number;
}

/**
 * A vendor and the site's programme as one provider. Each `advance(now)` runs in one transaction:
 * the vendor's duties first (fixtures, states, events, odds), then the programme plans around
 * what they wrote.
 */
export function createFeed(db: Db, { vendor, programme, seed }: FeedParts): FeedProvider {
  const fdb = feedDb(db);
  return {
    name: vendor.name,
    advance: (now: number): Promise<AdvanceSummary> =>
      fdb.transaction().execute(async (trx) => {
        // Every node runs a ticker; one advance at a time, and a node that finds one running skips its turn.
        if (!(await claimAdvance(trx))) return emptySummary();
        const advancedTo = await readMeta(trx, META.advancedTo);
        const step: AdvanceStep = { db: trx, now, advancedTo, seed: seed ?? (await readMeta(trx, META.seed)) ?? DEFAULT_SEED };
        const days = await vendor.publishFixtures(step);
        const changes = await vendor.updateStates(step);
        const events = await vendor.writeEvents(step);
        await vendor.writeOdds(step);
        const planned = await programme.advance(step, { days, changes });
        if (advancedTo === undefined || now > advancedTo) await writeMeta(trx, META.advancedTo, now);
        return {
          days: days.map((d) => d.day),
          fixtures: days.reduce((n, d) => n + d.fixtures.length, 0),
          rooms: planned.rooms,
          states: changes.length,
          events,
          tips: planned.tips,
          settled: planned.settled,
          reports: planned.reports,
          highlights: planned.highlights,
          viewers: planned.viewers,
        };
      }),
  };
}

/** The advance's turn, held to the end of its transaction. SQLite's single writer already serialises. */
async function claimAdvance(trx: FeedDb): Promise<boolean> {
  if (dialectOfDb(trx) !== 'postgres') return true;
  const { rows } = await sql<{ claimed: boolean }>`select pg_try_advisory_xact_lock(${FEED_ADVANCE_LOCK}::bigint) as claimed`.execute(trx);
  return rows[0]?.claimed === true;
}

/** An arbitrary constant shared by every node: "feed advance" as a 63-bit key. */
const FEED_ADVANCE_LOCK = '7336227414052114178';
