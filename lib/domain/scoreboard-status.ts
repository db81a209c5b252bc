import { LIVE_MODE } from './live-modes';
import { MATCH_FORMAT, type Scoreboard, type ScorePair } from './scoreboard';

/**
 * What a live non-football match is doing, for the `common.scoreboard.status` messages:
 * the set, quarter, map or frame in play instead of a minute, which these sports do not keep.
 */
export type ScoreboardStatus =
  | { key: 'tennisSet'; set: number; tieBreak: boolean }
  | { key: 'volleyballSet'; set: number }
  | { key: 'quarter'; quarter: number; clock: string | null }
  | { key: 'overtime'; overtime: number; clock: string | null }
  | { key: 'break' }
  | { key: 'map'; map: number }
  | { key: 'frame'; frame: number; raceTo: number | null };

/** Games at which a tennis set goes to a tie-break. */
const TIE_BREAK_AT = 6;

/** The status of a live match from its scoreboard; null once it is over (no period in play) or for football. */
export function scoreboardStatus(board: Scoreboard, liveModeId: number): ScoreboardStatus | null {
  const n = board.current;
  if (n === null) return null;
  switch (board.kind) {
    case 'sets': {
      if (liveModeId === LIVE_MODE.volleyball) return { key: 'volleyballSet', set: n };
      const set = board.periods[n - 1];
      return { key: 'tennisSet', set: n, tieBreak: set !== undefined && set.home === TIE_BREAK_AT && set.away === TIE_BREAK_AT };
    }
    case 'quarters': {
      // No clock while the quarter is in play means the players are off court between quarters.
      if (board.clock === null) return { key: 'break' };
      const extra = n - MATCH_FORMAT.basketballQuarters;
      return extra > 0 ? { key: 'overtime', overtime: extra, clock: board.clock } : { key: 'quarter', quarter: n, clock: board.clock };
    }
    case 'maps':
      return { key: 'map', map: n };
    case 'frames':
      return { key: 'frame', frame: n, raceTo: board.raceTo };
  }
}

/** Whether a period is over: every one before the one in play, or all of them once the match is. */
export function isPeriodDone(board: Scoreboard, index: number): boolean {
  return board.current === null || index < board.current - 1;
}

/** Who took a finished period; null for a level one (a basketball quarter can end level). */
export function periodWinner(pair: ScorePair): 'home' | 'away' | null {
  if (pair.home === pair.away) return null;
  return pair.home > pair.away ? 'home' : 'away';
}

/** "6-4" as a list row writes a period. */
export function pairText(pair: { home: string | number; away: string | number }): string {
  return `${pair.home}-${pair.away}`;
}

/** Tennis game points worth showing: only while a game is in play. */
export function gamePoints(board: Scoreboard): Scoreboard['game'] {
  return board.current === null ? null : board.game;
}
