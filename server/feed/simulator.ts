import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { sql } from 'kysely';
import { dialectOfDb, type Db } from '@/server/db/client';
import { DEFAULT_SEED } from '@/lib/random/faker';
import { writeEvents } from './simulated/event-writer';
import { emptySummary, type AdvanceSummary, type FeedProvider } from './provider';
import { writeOddsHistory } from './simulated/odds-history';
import { advanceStates } from './simulated/states';
import { feedDb, type FeedDb } from './tables';
import { settleTips, writeTips } from './tip-writer';
import { updateViewers } from './viewers';
import { rollWindow } from './simulated/window';

const DAY = 86_400_000;
/** How far back the first run after seeding writes the events of finished matches. */
const CATCH_UP_MS = 6 * DAY;

export const META = { advancedTo: 'advanced_to', seed: 'seed' } as const;

export async function readMeta(db: FeedDb, key: string): Promise<number | undefined> {
  const row = await db.selectFrom('feedMeta').select('value').where('key', '=', key).executeTakeFirst();
  return row === undefined ? undefined : Number(row.value);
}

async function writeMeta(db: FeedDb, key: string, value: number): Promise<void> {
  await db.insertInto('feedMeta').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
}

export interface SimulatorOptions {
  /** Faker seed of the catalogue; defaults to the one the database was seeded with. */
  seed?: number;
}

/**
 * The default provider: a simulator deterministic in its seed and the clock. Each `advance(now)`
 * runs in one transaction: new days, states, events, tips (written and settled) and viewers.
 */
export function createSimulator(db: Db, opts: SimulatorOptions = {}): FeedProvider {
  const fdb = feedDb(db);
  return {
    name: 'simulator',
    advance: (now: number): Promise<AdvanceSummary> =>
      fdb.transaction().execute(async (trx) => {
        const summary = emptySummary();
        // Every node runs a ticker; one advance at a time, and a node that finds one running skips its turn.
        if (!(await claimAdvance(trx))) return summary;
        const seed = opts.seed ?? (await readMeta(trx, META.seed)) ?? DEFAULT_SEED;
        const cursor = await readMeta(trx, META.advancedTo);
        const rolled = await rollWindow(trx, now, seed);
        summary.days = rolled.map((r) => r.day);
        summary.fixtures = rolled.reduce((n, r) => n + r.fixtures, 0);
        summary.rooms = rolled.reduce((n, r) => n + r.roomIds.length, 0);
        const changes = await advanceStates(trx, now);
        summary.states = changes.length;
        summary.events = await writeEvents(trx, now, cursor ?? now - CATCH_UP_MS);
        // The first run after seeding gives every hosted room its tip; later only new rooms need one.
        if (cursor === undefined) summary.tips = await writeTips(trx, now);
        for (const day of rolled) summary.tips += await writeTips(trx, now, day.roomIds, day.knownAt);
        const over = changes.filter((c) => c.next.scheduleStatus === SCHEDULE_STATUS.ended || c.next.scheduleStatus === SCHEDULE_STATUS.cancel);
        summary.settled = await settleTips(trx, over.map((c) => c.id));
        summary.viewers = await updateViewers(trx, now);
        await writeOddsHistory(trx, now);
        if (cursor === undefined || now > cursor) await writeMeta(trx, META.advancedTo, now);
        return summary;
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

/** Remembers the seed the demo data was built with, so the simulator continues it. */
export async function recordSeed(db: FeedDb, seed: number, days: readonly string[], now: number): Promise<void> {
  await writeMeta(db, META.seed, seed);
  if (days.length) await db.insertInto('feedDays').values(days.map((day) => ({ day, createdAt: now }))).execute();
}
