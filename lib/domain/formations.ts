/** Team shapes a manager may pick; lineups are drawn in them and the feed fields players by them. */
export const FORMATIONS = ['4-4-2', '4-3-3', '4-2-3-1', '3-5-2', '4-5-1', '5-3-2'] as const;
/** Used when a team has no manager on record or an unreadable shape. */
export const DEFAULT_FORMATION = '4-4-2';

export const LINEUP_POSITIONS = ['GK', 'DF', 'MF', 'FW'] as const;
export type LineupPosition = (typeof LINEUP_POSITIONS)[number];

const OUTFIELD = 10;

/**
 * Outfield lines from the back: '4-2-3-1' gives [4, 2, 3, 1]. Null unless it is two to five lines
 * of one to six players that add up to ten.
 */
export function formationLines(formation: string): number[] | null {
  if (!/^\d(?:-\d){1,4}$/.test(formation)) return null;
  const lines = formation.split('-').map(Number);
  if (lines.some((n) => n < 1 || n > 6)) return null;
  return lines.reduce((a, b) => a + b, 0) === OUTFIELD ? lines : null;
}

/** The lines of `formation`, or of DEFAULT_FORMATION when it cannot be read. */
export function linesOrDefault(formation: string | null | undefined): { formation: string; lines: number[] } {
  const lines = formation ? formationLines(formation) : null;
  if (lines && formation) return { formation, lines };
  return { formation: DEFAULT_FORMATION, lines: formationLines(DEFAULT_FORMATION) ?? [4, 4, 2] };
}

/**
 * The position each starting slot calls for, keeper first: the back line are defenders, the front
 * line forwards, every line between them midfielders.
 */
export function formationSlots(lines: readonly number[]): LineupPosition[] {
  const slots: LineupPosition[] = ['GK'];
  lines.forEach((count, i) => {
    const position: LineupPosition = i === 0 ? 'DF' : i === lines.length - 1 ? 'FW' : 'MF';
    for (let k = 0; k < count; k++) slots.push(position);
  });
  return slots;
}

/** Which drawn line (0 = keeper, then the formation's lines from the back) each slot stands in. */
export function slotLines(lines: readonly number[]): number[] {
  return [0, ...lines.flatMap((count, i) => Array<number>(count).fill(i + 1))];
}
