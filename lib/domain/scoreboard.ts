import * as z from 'zod/mini';
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

const pair = z.object({ home: z.int().check(z.minimum(0), z.maximum(999)), away: z.int().check(z.minimum(0), z.maximum(999)) });
export type ScorePair = z.infer<typeof pair>;

export const scoreboard = z.object({
  kind: z.enum(SCOREBOARD_KINDS),
  /** Sets, quarters or maps in order, the one in play last; empty for billiards. */
  periods: z.array(pair).check(z.maxLength(12)),
  /** 1-based number of the set, quarter, map or frame in play; null once the match is over or before it starts. */
  current: z.nullable(z.int().check(z.minimum(1), z.maximum(99))),
  /** Tennis: points of the game in play (tie-breaks count 0, 1, 2…). */
  game: z.nullable(z.object({ home: z.string().check(z.maxLength(3)), away: z.string().check(z.maxLength(3)) })),
  /** Who serves: tennis and volleyball while live. */
  server: z.nullable(z.enum(['home', 'away'])),
  /** Basketball: time left in the quarter as "MM:SS"; null at a break. */
  clock: z.nullable(z.string().check(z.regex(/^\d{2}:\d{2}$/))),
  /** Billiards: frames needed to win. */
  raceTo: z.nullable(z.int().check(z.minimum(1), z.maximum(99))),
});
export type Scoreboard = z.infer<typeof scoreboard>;

/** A stored scoreboard read back: anything unreadable is no scoreboard rather than an error. */
export function parseScoreboard(raw: string | null | undefined): Scoreboard | null {
  if (!raw) return null;
  try {
    const parsed = scoreboard.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function serialiseScoreboard(board: Scoreboard | null): string | null {
  return board === null ? null : JSON.stringify(board);
}

/** Tennis: a set is won with 6 games and 2 clear; at 6–6 a tie-break to 7 points with 2 clear decides it 7–6. */
export const TENNIS_SET = { games: 6, tieBreakPoints: 7, gamePoints: 4 } as const;
