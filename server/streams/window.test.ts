import { describe, expect, it } from 'vitest';
import { completedSegments, liveWindow, roomOffsetMs, targetDurationSeconds } from './window';

const twelveOfTwo = Array.from({ length: 12 }, () => 2000);

describe('completedSegments', () => {
  it('counts whole segments finished since the loop began', () => {
    expect(completedSegments(twelveOfTwo, 0)).toBe(0);
    expect(completedSegments(twelveOfTwo, 1999)).toBe(0);
    expect(completedSegments(twelveOfTwo, 2000)).toBe(1);
    expect(completedSegments(twelveOfTwo, 24_000)).toBe(12);
    expect(completedSegments(twelveOfTwo, 24_000 * 3 + 4500)).toBe(38);
  });

  it('follows uneven segment durations', () => {
    expect(completedSegments([1000, 3000], 3999)).toBe(1);
    expect(completedSegments([1000, 3000], 4000)).toBe(2);
    expect(completedSegments([1000, 3000], 5000)).toBe(3);
  });
});

describe('liveWindow', () => {
  it('lists the six segments finished most recently', () => {
    const w = liveWindow({ durationsMs: twelveOfTwo, nowMs: 20_500 });
    expect(w.mediaSequence).toBe(4);
    expect(w.segments.map((s) => s.loopIndex)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(w.targetDurationSeconds).toBe(2);
  });

  it('advances the media sequence by one for every segment duration of wall clock', () => {
    const a = liveWindow({ durationsMs: twelveOfTwo, nowMs: 1_000_000 });
    const b = liveWindow({ durationsMs: twelveOfTwo, nowMs: 1_002_000 });
    expect(b.mediaSequence).toBe(a.mediaSequence + 1);
    expect(b.segments.slice(0, 5)).toEqual(a.segments.slice(1));
  });

  it('keeps the same window within one segment duration', () => {
    expect(liveWindow({ durationsMs: twelveOfTwo, nowMs: 1_000_000 })).toEqual(liveWindow({ durationsMs: twelveOfTwo, nowMs: 1_001_999 }));
  });

  it('numbers the pass of the loop each segment belongs to, across the seam', () => {
    // 3 loops and 4 segments in: the window spans the end of loop 3 and the start of loop 4.
    const w = liveWindow({ durationsMs: twelveOfTwo, nowMs: 3 * 24_000 + 8_000 });
    expect(w.mediaSequence).toBe(34);
    expect(w.segments.map((s) => s.loopIndex)).toEqual([10, 11, 0, 1, 2, 3]);
    expect(w.segments.map((s) => s.pass)).toEqual([2, 2, 3, 3, 3, 3]);
  });

  it('gives each segment a pass that never changes between refreshes', () => {
    const passes = (nowMs: number) => new Map(liveWindow({ durationsMs: twelveOfTwo, nowMs }).segments.map((s) => [s.sequence, s.pass]));
    for (let now = 60_000; now < 120_000; now += 2_000) {
      const a = passes(now);
      for (const [sequence, pass] of passes(now + 2_000)) if (a.has(sequence)) expect(pass).toBe(a.get(sequence));
    }
  });

  it('starts rooms at different places in the loop', () => {
    const at = (roomId: number) => liveWindow({ durationsMs: twelveOfTwo, nowMs: 1_000_000, offsetMs: roomOffsetMs(roomId, 24_000) }).segments[0]?.loopIndex;
    expect(new Set([1, 2, 3, 4, 5].map(at)).size).toBeGreaterThan(1);
    expect(roomOffsetMs(7, 24_000)).toBe(roomOffsetMs(7, 24_000));
    expect(roomOffsetMs(7, 24_000)).toBeLessThan(24_000);
  });

  it('lists fewer segments only at the very start of the epoch', () => {
    expect(liveWindow({ durationsMs: twelveOfTwo, nowMs: 4_000 }).segments).toHaveLength(2);
  });

  it('refuses a loop without segments', () => {
    expect(() => liveWindow({ durationsMs: [], nowMs: 0 })).toThrow();
  });

  it('rounds the target duration up to whole seconds', () => {
    expect(targetDurationSeconds([2000, 2002, 1500])).toBe(3);
  });
});
