/** Feed settings from the environment (see the README's configuration table). */
export interface FeedConfig {
  /** FEED_TICK_MS: how often the simulator advances; a running minute changes every 60 s. */
  intervalMs: number;
  /** FEED_DEMO_KICKOFF_S: at start and every so many seconds, a streamed match is moved to kick off that much later. */
  demoKickoffMs: number | null;
}

const DEFAULT_INTERVAL_MS = 10_000;

function positive(raw: string | undefined, name: string): number | null {
  if (raw === undefined || raw === '') return null;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return n;
}

export function readFeedConfig(env: Readonly<Record<string, string | undefined>> = process.env): FeedConfig {
  const tick = positive(env.FEED_TICK_MS, 'FEED_TICK_MS');
  const demo = positive(env.FEED_DEMO_KICKOFF_S, 'FEED_DEMO_KICKOFF_S');
  return { intervalMs: tick === null ? DEFAULT_INTERVAL_MS : Math.max(250, Math.round(tick)), demoKickoffMs: demo === null ? null : Math.round(demo * 1000) };
}
