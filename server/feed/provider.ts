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
  reports: number;
  highlights: number;
  viewers: number;
}

/**
 * The match feed as the portal runs it: a sports-data vendor (fixtures, states, events, odds; see
 * vendor.ts) with the site's programme planned around it (rooms, hosts, tips, viewers; see
 * programme.ts), composed by createFeed. `advance(now)` is idempotent: calling it twice with the
 * same `now` changes nothing the second time, and a later `now` catches up whatever happened in
 * between.
 */
export interface FeedProvider {
  readonly name: string;
  advance(now: number): Promise<AdvanceSummary>;
}

export function emptySummary(): AdvanceSummary {
  return { days: [], fixtures: 0, rooms: 0, states: 0, events: 0, tips: 0, settled: 0, reports: 0, highlights: 0, viewers: 0 };
}
