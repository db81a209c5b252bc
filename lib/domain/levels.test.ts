import { describe, expect, it } from 'vitest';
import { LEVEL_BADGE, LEVEL_THRESHOLDS, MAX_LEVEL, levelFor } from './levels';

describe('levels', () => {
  it('starts every member at level 1 with no points', () => {
    expect(levelFor(0)).toEqual({ points: 0, level: 1, levelFloor: 0, nextLevelAt: 50, pointsToNext: 50, progress: 0 });
  });

  it('reaches a level exactly at its threshold', () => {
    expect(levelFor(49).level).toBe(1);
    expect(levelFor(50).level).toBe(2);
    expect(levelFor(150).level).toBe(3);
  });

  it('measures progress through the current level', () => {
    const s = levelFor(100);
    expect(s).toMatchObject({ level: 2, levelFloor: 50, nextLevelAt: 150, pointsToNext: 50 });
    expect(s.progress).toBeCloseTo(0.5);
  });

  it('stops at the top level with full progress', () => {
    const top = LEVEL_THRESHOLDS[MAX_LEVEL - 1] ?? 0;
    expect(levelFor(top + 99_999)).toMatchObject({ level: MAX_LEVEL, nextLevelAt: null, pointsToNext: 0, progress: 1 });
  });

  it('treats negative or broken totals as zero', () => {
    expect(levelFor(-5).points).toBe(0);
    expect(levelFor(Number.NaN).level).toBe(1);
  });

  it('keeps thresholds strictly rising', () => {
    for (let i = 1; i < LEVEL_THRESHOLDS.length; i += 1) expect(LEVEL_THRESHOLDS[i]).toBeGreaterThan(LEVEL_THRESHOLDS[i - 1] ?? 0);
  });

  it('wears the spec’s LV badge', () => {
    expect(LEVEL_BADGE).toBe('LV');
  });
});
