import { describe, expect, it } from 'vitest';
import { ACTIVITY_AWARDS, WATCH_HEARTBEAT_MS, WATCH_MIN_BEAT_GAP_MS, activitySteps } from './activity-points';

describe('activity points', () => {
  it('pays a step per 10 watched minutes, at most 60 points a day', () => {
    expect(activitySteps('watch', 9)).toBe(0);
    expect(activitySteps('watch', 25)).toBe(2);
    expect(activitySteps('watch', 600) * ACTIVITY_AWARDS.watch.points).toBe(60);
  });

  it('pays a step per 5 chat messages, at most 20 points a day', () => {
    expect(activitySteps('chat', 5)).toBe(1);
    expect(activitySteps('chat', 400) * ACTIVITY_AWARDS.chat.points).toBe(20);
  });

  it('never counts below zero', () => {
    expect(activitySteps('chat', -3)).toBe(0);
  });

  it('accepts a beat a little early but not twice a minute', () => {
    expect(WATCH_MIN_BEAT_GAP_MS).toBeLessThan(WATCH_HEARTBEAT_MS);
    expect(WATCH_MIN_BEAT_GAP_MS * 2).toBeGreaterThan(WATCH_HEARTBEAT_MS);
  });
});
