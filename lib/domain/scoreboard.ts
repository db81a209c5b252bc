import { LIVE_MODE } from './live-modes';

/**
 * How a sport keeps score beyond the match score. The fixture's own score stays the one a fan
 * quotes (sets, maps or frames won; basketball points); the scoreboard adds what is inside it.
 *
 * - sets (tennis, volleyball): games or points of each set, the set in play, tennis's game
 *   points ("0", "15", "30", "40", "AD") and who serves.
 * - quarters (basketball): points per quarter (a fifth entry onwards is overtime) and the
 *   quarter clock.
 * - maps (esport): rounds of each map and the map in play.
 * - frames (billiards): frames won are the match score; `raceTo` is the target and the
 *   frame in play is `current`.
 */
export const SCOREBOARD_KINDS = ['sets', 'quarters', 'maps', 'frames'] as const;
export type ScoreboardKind = (typeof SCOREBOARD_KINDS)[number];

const SCOREBOARD_OF: Readonly<Partial<Record<number, ScoreboardKind>>> = {
  [LIVE_MODE.tennis]: 'sets',
  [LIVE_MODE.volleyball]: 'sets',
  [LIVE_MODE.basketball]: 'quarters',
  [LIVE_MODE.esport]: 'maps',
  [LIVE_MODE.billiard]: 'frames',
};

/** The scoreboard a sport keeps, or undefined for football and the studios' streams. */
export function scoreboardKindOf(liveModeId: number): ScoreboardKind | undefined {
  return SCOREBOARD_OF[liveModeId];
}

/** Best of: sets in tennis (3) and volleyball (5), maps in esport (3); billiards race to 9 frames. */
export const MATCH_FORMAT = {
  tennisSets: 3,
  volleyballSets: 5,
  volleyballSetPoints: 25,
  volleyballDecidingSetPoints: 15,
  esportMaps: 3,
  esportRoundsToWin: 13,
  billiardRaceTo: 9,
  basketballQuarters: 4,
  basketballQuarterMinutes: 10,
  basketballOvertimeMinutes: 5,
} as const;

export const TENNIS_POINTS = ['0', '15', '30', '40', 'AD'] as const;

export interface ScorePair {
  home: number;
  away: number;
}

/** Read back through `scoreboard` in lib/contract/scoreboard, which checks every field's range. */
export interface Scoreboard {
  kind: ScoreboardKind;
  /** Sets, quarters or maps in order, the one in play last; empty for billiards. */
  periods: ScorePair[];
  /** 1-based number of the set, quarter, map or frame in play; null once the match is over or before it starts. */
  current: number | null;
  /** Tennis: points of the game in play (tie-breaks count 0, 1, 2…). */
  game: { home: string; away: string } | null;
  /** Who serves: tennis and volleyball while live. */
  server: 'home' | 'away' | null;
  /** Basketball: time left in the quarter as "MM:SS"; null at a break. */
  clock: string | null;
  /** Billiards: frames needed to win. */
  raceTo: number | null;
}

export function serialiseScoreboard(board: Scoreboard | null): string | null {
  return board === null ? null : JSON.stringify(board);
}

/** Tennis: a set is won with 6 games and 2 clear; at 6–6 a tie-break to 7 points with 2 clear decides it 7–6. */
export const TENNIS_SET = { games: 6, tieBreakPoints: 7, gamePoints: 4 } as const;
