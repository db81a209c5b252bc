import { BADGES } from './badges';

/**
 * Experience needed to reach each level: LEVEL_THRESHOLDS[n - 1] is where level n starts. Steps grow
 * so the first levels come within a week of daily play and the last ones take months.
 */
export const LEVEL_THRESHOLDS = [0, 50, 150, 300, 500, 800, 1200, 1700, 2300, 3000, 4000, 5200, 6600, 8200, 10000] as const;
export const MAX_LEVEL = LEVEL_THRESHOLDS.length;

/** Members wear the spec's USER_BADGES label (LV) next to their level. */
export const LEVEL_BADGE = BADGES.USER_BADGES;

export interface LevelStanding {
  points: number;
  level: number;
  /** Where the current level started. */
  levelFloor: number;
  /** Where the next level starts, or null at the top level. */
  nextLevelAt: number | null;
  /** Points still missing for the next level (0 at the top level). */
  pointsToNext: number;
  /** 0..1 through the current level (1 at the top level). */
  progress: number;
}

/** A member's level from their experience points; negative or broken totals count as zero. */
export function levelFor(points: number): LevelStanding {
  const p = Number.isFinite(points) ? Math.max(0, Math.floor(points)) : 0;
  let level = 1;
  while (level < MAX_LEVEL && p >= (LEVEL_THRESHOLDS[level] ?? Infinity)) level += 1;
  const levelFloor = LEVEL_THRESHOLDS[level - 1] ?? 0;
  const next = level < MAX_LEVEL ? (LEVEL_THRESHOLDS[level] ?? null) : null;
  if (next === null) return { points: p, level, levelFloor, nextLevelAt: null, pointsToNext: 0, progress: 1 };
  return { points: p, level, levelFloor, nextLevelAt: next, pointsToNext: next - p, progress: (p - levelFloor) / (next - levelFloor) };
}
