/** What one `advance(now)` changed; all zero when nothing was due. */
export interface AdvanceSummary {
  /** Local days whose fixtures were added to the window (YYYY-MM-DD). */
  days: string[];
  fixtures: number;
  rooms: number;
  /** Fixtures whose status or score changed. */
  states: number;
  events: number;
  tips: number;
  settled: number;
  viewers: number;
}

/**
 * A sports-data provider as the portal consumes it. A real provider (a data vendor's API) would
 * implement the same contract: keep fixtures five days back to five days ahead, move them through
 * their states, report match events as they happen and put commentators (hosts) on the big
 * matches, all written to the database the services read. `advance(now)` is idempotent: calling
 * it twice with the same `now` changes nothing the second time, and a later `now` catches up
 * whatever happened in between.
 */
export interface FeedProvider {
  readonly name: string;
  advance(now: number): Promise<AdvanceSummary>;
}

export function emptySummary(): AdvanceSummary {
  return { days: [], fixtures: 0, rooms: 0, states: 0, events: 0, tips: 0, settled: 0, viewers: 0 };
}
