'use client';

import { Fragment } from 'react';
import { cn } from '@/components/ui/cn';
import type { Scoreboard } from '@/lib/domain/scoreboard';
import { gamePoints, pairText } from '@/lib/domain/scoreboard-status';
import { useScoreboardLabels } from './use-scoreboard-labels';

export interface ScoreboardLineProps {
  scoreboard: Scoreboard;
  liveModeId: number;
  /** Whether the match is being played now; a finished one shows only its periods. */
  live: boolean;
  className?: string;
}

/**
 * The scoreboard in one line for a list row: tennis "6-4 3-6 2-1 · 30-15", volleyball "25-21 19-25 8-5",
 * basketball "Q3 07:42", esport "13-9 · 7-5", billiards "Ván 12". The set in play is set apart while live.
 */
export function ScoreboardLine({ scoreboard: board, liveModeId, live, className }: ScoreboardLineProps) {
  const { status, caption } = useScoreboardLabels();
  const parts = lineParts(board, live, live ? status(board, liveModeId, true) : null);
  if (parts.length === 0) return null;
  return (
    <span className={cn('inline-block max-w-full truncate align-middle text-xs tabular-nums text-muted', className)} data-testid="scoreboard-line" data-kind={board.kind}>
      <span className="sr-only">{caption(board.kind, liveModeId)}: </span>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? ' ' : null}
          {part.lead && i > 0 ? <span aria-hidden>· </span> : null}
          <span className={cn('whitespace-nowrap', part.current && 'font-semibold text-fg')}>{part.text}</span>
        </Fragment>
      ))}
    </span>
  );
}

interface LinePart {
  text: string;
  /** The period or game in play. */
  current?: boolean;
  /** Set apart from what comes before it by a middle dot. */
  lead?: boolean;
}

function lineParts(board: Scoreboard, live: boolean, statusLabel: string | null): LinePart[] {
  const inPlay = live && board.current !== null ? board.current - 1 : -1;
  const periods = board.periods.map((p, i): LinePart => ({ text: pairText(p), current: i === inPlay }));
  switch (board.kind) {
    case 'sets': {
      const game = live ? gamePoints(board) : null;
      return game ? [...periods, { text: pairText(game), current: true, lead: true }] : periods;
    }
    case 'maps':
      return periods.map((p) => ({ ...p, lead: true }));
    case 'quarters':
    case 'frames':
      // A quarter or frame in play reads better as where the match stands; a finished game shows its quarters.
      if (statusLabel) return [{ text: statusLabel, current: true }];
      return periods;
  }
}
