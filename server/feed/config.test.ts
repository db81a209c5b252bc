import { describe, expect, it } from 'vitest';
import { readFeedConfig } from './config';

describe('readFeedConfig', () => {
  it('ticks every 10 s without a demo kick-off by default', () => {
    expect(readFeedConfig({})).toEqual({ intervalMs: 10_000, demoKickoffMs: null });
  });

  it('reads FEED_TICK_MS and FEED_DEMO_KICKOFF_S', () => {
    expect(readFeedConfig({ FEED_TICK_MS: '2000', FEED_DEMO_KICKOFF_S: '25' })).toEqual({ intervalMs: 2000, demoKickoffMs: 25_000 });
  });

  it('refuses values that are not positive numbers', () => {
    expect(() => readFeedConfig({ FEED_TICK_MS: 'fast' })).toThrow(/FEED_TICK_MS/);
    expect(() => readFeedConfig({ FEED_DEMO_KICKOFF_S: '-1' })).toThrow(/FEED_DEMO_KICKOFF_S/);
  });
});
