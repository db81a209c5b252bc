import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { fixtureStateAt } from './clock';

export interface FeedTickerOptions {
  /** How often fixtures are recomputed; a running minute changes every 60 s. */
  intervalMs?: number;
  now?: () => number;
}

export interface FeedTicker {
  stop(): void;
  /** Recomputes the fixtures around now; resolves to the number of rows changed. */
  tick(): Promise<number>;
}

const HOUR = 3_600_000;
/** Longer than any match lasts, so a running match is always inside the window. */
const LOOK_BACK_MS = 6 * HOUR;
const LOOK_AHEAD_MS = 10 * 60_000;
const DEFAULT_INTERVAL_MS = 10_000;

async function recompute(db: Db, now: number): Promise<number> {
  const rows = await db
    .selectFrom('fixtures')
    .select(['id', 'liveModeId', 'startTime', 'status', 'scheduleStatus', 'homeScore', 'awayScore'])
    .where((eb) =>
      eb.or([
        eb.and([eb('startTime', '>=', now - LOOK_BACK_MS), eb('startTime', '<=', now + LOOK_AHEAD_MS)]),
        // Left unfinished while the process was down: catch them up too.
        eb.and([eb('startTime', '<', now - LOOK_BACK_MS), eb('scheduleStatus', 'in', [SCHEDULE_STATUS.comingUp, SCHEDULE_STATUS.live])]),
      ]),
    )
    .execute();
  const changed = rows
    .map((row) => ({ row, next: fixtureStateAt(row, now) }))
    .filter(({ row, next }) =>
      row.status !== next.status || row.scheduleStatus !== next.scheduleStatus || row.homeScore !== next.homeScore || row.awayScore !== next.awayScore,
    );
  if (changed.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    for (const { row, next } of changed) {
      await trx.updateTable('fixtures').set({ ...next, updatedAt: now }).where('id', '=', row.id).execute();
    }
  });
  return changed.length;
}

/** Moves fixtures through their states with the wall clock: recomputes now, then every `intervalMs`. */
export function startFeedTicker(db: Db, opts: FeedTickerOptions = {}): FeedTicker {
  const now = opts.now ?? Date.now;
  let queue: Promise<unknown> = Promise.resolve();
  let running = false;

  const tick = (): Promise<number> => {
    const run = queue.then(async () => {
      running = true;
      try {
        return await recompute(db, now());
      } finally {
        running = false;
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };

  const scheduled = () => {
    // A slow database must not pile up ticks.
    if (running) return;
    tick().catch((err: unknown) => logger.error({ err }, 'feed tick failed'));
  };

  const timer = setInterval(scheduled, opts.intervalMs ?? DEFAULT_INTERVAL_MS);
  timer.unref();
  scheduled();
  return { stop: () => clearInterval(timer), tick };
}
