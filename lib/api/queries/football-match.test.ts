import { describe, expect, it } from 'vitest';
import { MATCH_LIVE_LEAD_MS, shouldPoll } from './football-match';

describe('the match header poll', () => {
  it('polls a running match and one about to kick off, not a finished or distant one', () => {
    const start = 1_000_000_000;
    expect(shouldPoll({ scheduleStatus: 2 }, start, start + 60_000)).toBe(true);
    expect(shouldPoll({ scheduleStatus: 1 }, start, start - MATCH_LIVE_LEAD_MS + 1)).toBe(true);
    expect(shouldPoll({ scheduleStatus: 1 }, start, start - MATCH_LIVE_LEAD_MS - 1)).toBe(false);
    expect(shouldPoll({ scheduleStatus: 3 }, start, start + 60_000)).toBe(false);
    expect(shouldPoll({ scheduleStatus: 5 }, start, start)).toBe(false);
  });
});
