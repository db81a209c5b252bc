import type { PitchSpot } from '@/lib/contract/football-match';
import type { Side } from '@/lib/domain/match-events';

/** Where a team's rows sit, in % of the pitch's length from its own goal line: keeper to the front line. */
const OWN_GOAL_ROW = 6;
const FRONT_ROW = 43;

export interface PlacedSpot {
  spot: PitchSpot;
  /** Percent of the pitch's width from the left and of its length from the top. */
  x: number;
  y: number;
}

/**
 * Positions of a side's players on a pitch drawn upright: home defends the bottom goal, away the top.
 * Each row is spread evenly across the width; the away side is mirrored, as it faces the other way.
 */
export function placeSpots(spots: readonly PitchSpot[], lineCount: number, side: Side): PlacedSpot[] {
  const rows = lineCount + 1;
  const step = (FRONT_ROW - OWN_GOAL_ROW) / Math.max(1, rows - 1);
  const byLine = new Map<number, PitchSpot[]>();
  for (const s of spots) byLine.set(s.line, [...(byLine.get(s.line) ?? []), s]);
  const placed: PlacedSpot[] = [];
  for (const [line, row] of byLine) {
    const depth = OWN_GOAL_ROW + line * step;
    row.forEach((spot, i) => {
      const across = ((i + 1) / (row.length + 1)) * 100;
      placed.push({
        spot,
        x: Math.round((side === 'home' ? across : 100 - across) * 10) / 10,
        y: Math.round((side === 'home' ? 100 - depth : depth) * 10) / 10,
      });
    });
  }
  return placed;
}

/** A name short enough for a pitch marker: the last word of a long name. */
export function pitchName(name: string): string {
  const words = name.trim().split(/\s+/);
  return name.length <= 12 || words.length < 2 ? name : (words[words.length - 1] ?? name);
}
