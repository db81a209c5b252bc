'use client';

import { cn } from '@/components/ui/cn';
import type { Scoreboard } from '@/lib/domain/scoreboard';
import { isPeriodDone, periodWinner } from '@/lib/domain/scoreboard-status';
import { useScoreboardLabels } from './use-scoreboard-labels';

interface PeriodListProps {
  scoreboard: Scoreboard;
  liveModeId: number;
  live: boolean;
  /** Frames won, for billiards, whose board keeps no periods. */
  frames?: { home: number; away: number } | null;
}

/**
 * The match period by period ("Set 1 25–21"), for the room's overview where a points sport would
 * otherwise list every rally as its own "+1" line.
 */
export function PeriodList({ scoreboard: board, liveModeId, live, frames }: PeriodListProps) {
  const { t, status, periodName, caption } = useScoreboardLabels();
  const inPlay = live && board.current !== null ? board.current - 1 : -1;
  const rows = board.periods.map((pair, i) => ({ name: periodName(board.kind, liveModeId, i), pair, done: isPeriodDone(board, i), current: i === inPlay }));
  if (board.kind === 'frames' && frames) {
    const name = (live ? status(board, liveModeId) : null) ?? (board.raceTo === null ? t('total.frames') : t('status.raceTo', { raceTo: board.raceTo }));
    rows.push({ name, pair: frames, done: !live, current: live });
  }

  return (
    <ol aria-label={caption(board.kind, liveModeId)} className="flex flex-col" data-testid="period-list">
      {rows.map((row, i) => {
        const winner = row.done ? periodWinner(row.pair) : null;
        return (
          <li key={i} className="flex items-center gap-3 border-b border-border/60 py-2 text-sm last:border-b-0" data-current={row.current || undefined}>
            <span className="min-w-0 flex-1 font-medium text-fg">
              {row.name}
              {row.current ? <span className="ml-2 text-xs font-semibold text-live">{t('inPlay')}</span> : null}
            </span>
            <span className="shrink-0 rounded-md bg-surface-2 px-1.5 py-0.5 text-xs tabular-nums text-fg">
              <span className={cn(winner === 'home' && 'font-bold')}>{row.pair.home}</span>
              {'–'}
              <span className={cn(winner === 'away' && 'font-bold')}>{row.pair.away}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
