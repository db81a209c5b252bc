import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { readFeedConfig } from './config';
import { scheduleDemoKickoff } from './simulated/demo';
import type { AdvanceSummary, FeedProvider } from './provider';
import { createSimulator } from './simulator';

export interface FeedTickerOptions {
  /** How often the provider advances; FEED_TICK_MS or 10 s. */
  intervalMs?: number;
  now?: () => number;
  /** The provider to drive; the simulator by default. */
  provider?: FeedProvider;
  /** At start and then every so often, moves a streamed match to kick off this long later; FEED_DEMO_KICKOFF_S by default. */
  demoKickoffMs?: number | null;
}

export interface FeedTicker {
  stop(): void;
  /** Advances the provider to now; resolves to the number of fixtures whose state changed. */
  tick(): Promise<number>;
  /** The same, with everything the advance changed. */
  advance(): Promise<AdvanceSummary>;
}

/** Drives the feed with the wall clock: advances now, then every `intervalMs`; ticks never overlap. */
export function startFeedTicker(db: Db, opts: FeedTickerOptions = {}): FeedTicker {
  const env = readFeedConfig();
  const now = opts.now ?? Date.now;
  const provider = opts.provider ?? createSimulator(db);
  const demoMs = opts.demoKickoffMs === undefined ? env.demoKickoffMs : opts.demoKickoffMs;
  let queue: Promise<unknown> = Promise.resolve();
  let running = false;

  // Demonstration aid: a streamed match is always about to kick off, at most `demoMs` away.
  const demo = () => {
    if (demoMs === null) return;
    queue = queue
      .then(() => scheduleDemoKickoff(db, now(), demoMs))
      .then((ids) => logger.info({ ids, inMs: demoMs }, 'demo kick-off scheduled'))
      .catch((err: unknown) => logger.error({ err }, 'demo kick-off failed'));
  };
  demo();
  const demoTimer = demoMs === null ? null : setInterval(demo, demoMs);
  demoTimer?.unref();

  const advance = (): Promise<AdvanceSummary> => {
    const run = queue.then(async () => {
      running = true;
      try {
        return await provider.advance(now());
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
    advance()
      .then((s) => {
        if (s.days.length || s.events || s.settled || s.reports) logger.debug({ ...s }, 'feed advanced');
      })
      .catch((err: unknown) => logger.error({ err }, 'feed tick failed'));
  };

  const timer = setInterval(scheduled, opts.intervalMs ?? env.intervalMs);
  timer.unref();
  scheduled();
  const stop = () => {
    clearInterval(timer);
    if (demoTimer) clearInterval(demoTimer);
  };
  return { stop, tick: () => advance().then((s) => s.states), advance };
}
