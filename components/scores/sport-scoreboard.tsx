'use client';

import { cn } from '@/components/ui/cn';
import type { Score } from '@/components/home/score';
import type { Scoreboard, ScorePair } from '@/lib/domain/scoreboard';
import { gamePoints, isPeriodDone, periodWinner } from '@/lib/domain/scoreboard-status';
import { useScoreboardLabels } from './use-scoreboard-labels';

type Side = 'home' | 'away';

export interface SportScoreboardProps {
  scoreboard: Scoreboard;
  liveModeId: number;
  /** Whether the match is being played now: the set in play, game points and serve are shown only then. */
  live: boolean;
  home: string;
  away: string;
  /** Sets, maps or frames won (basketball: points), as the fixture's score. */
  score: Score | null;
  className?: string;
}

const SIDES: readonly Side[] = ['home', 'away'];

/**
 * The match inside its score: one column per set, quarter or map (the winner of each finished one
 * in bold), tennis's game points with a dot beside the server, and the basketball clock or the
 * billiards target under it. A phone scrolls the table sideways rather than squeezing the numbers.
 */
export function SportScoreboard({ scoreboard: board, liveModeId, live, home, away, score, className }: SportScoreboardProps) {
  const { t, status, periodName, periodHeader, caption } = useScoreboardLabels();
  const names: Record<Side, string> = { home, away };
  const game = live ? gamePoints(board) : null;
  const server = live ? board.server : null;
  const inPlay = live && board.current !== null ? board.current - 1 : -1;
  const footer = footerText(board, live, status(board, liveModeId), t);

  return (
    <div className={cn('w-full max-w-md', className)} data-testid="sport-scoreboard" data-kind={board.kind}>
      <div className="overflow-x-auto rounded-lg border border-border bg-surface-2/60">
        <table className="w-full border-collapse text-sm tabular-nums">
          <caption className="sr-only">{caption(board.kind, liveModeId)}</caption>
          <thead>
            <tr className="text-[11px] font-semibold uppercase text-muted">
              <th scope="col" className="px-2 py-1.5 text-left font-semibold">
                <span className="sr-only">{t('side')}</span>
              </th>
              {board.periods.map((_, i) => (
                <th key={i} scope="col" className={cn('min-w-7 px-1 py-1.5 text-center font-semibold', i === inPlay && 'text-accent')}>
                  <span aria-hidden>{periodHeader(board.kind, i)}</span>
                  <span className="sr-only">
                    {periodName(board.kind, liveModeId, i)}
                    {i === inPlay ? ` (${t('inPlay')})` : null}
                  </span>
                </th>
              ))}
              {game ? (
                <th scope="col" className="min-w-9 px-1 py-1.5 text-center font-semibold">
                  {t('game')}
                </th>
              ) : null}
              {score ? (
                <th scope="col" className="min-w-9 border-l border-border px-2 py-1.5 text-center font-semibold">
                  {t(`total.${board.kind}`)}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {SIDES.map((side) => (
              <tr key={side} className="border-t border-border/70" data-side={side}>
                <th scope="row" className="max-w-[7.5rem] px-2 py-1.5 text-left font-medium text-fg sm:max-w-[12rem]">
                  <span className="flex min-w-0 items-center gap-1.5">
                    <span className="truncate">{names[side]}</span>
                    {server === side ? <ServeDot label={t('serving')} /> : null}
                  </span>
                </th>
                {board.periods.map((pair, i) => (
                  <PeriodCell key={i} pair={pair} side={side} done={isPeriodDone(board, i)} inPlay={i === inPlay} />
                ))}
                {game ? <td className="px-1 py-1.5 text-center font-semibold text-accent">{game[side]}</td> : null}
                {score ? <td className="border-l border-border px-2 py-1.5 text-center font-bold text-fg">{score[side]}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {footer ? (
        <p className="mt-1 text-center text-xs font-medium text-muted tabular-nums" data-testid="scoreboard-footer">
          {footer}
        </p>
      ) : null}
    </div>
  );
}

function PeriodCell({ pair, side, done, inPlay }: { pair: ScorePair; side: Side; done: boolean; inPlay: boolean }) {
  const won = done && periodWinner(pair) === side;
  return (
    <td className={cn('px-1 py-1.5 text-center', won ? 'font-bold text-fg' : 'text-muted', inPlay && 'bg-accent/10 font-semibold text-fg')} data-won={won || undefined}>
      {pair[side]}
    </td>
  );
}

function ServeDot({ label }: { label: string }) {
  return (
    <span className="inline-flex shrink-0 items-center" title={label} data-testid="serve-dot">
      <span aria-hidden className="size-1.5 rounded-full bg-warning" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

type LabelsT = ReturnType<typeof useScoreboardLabels>['t'];

/** Under the table: the basketball clock (or the break) while live, and the frames a billiards match is played to. */
function footerText(board: Scoreboard, live: boolean, statusLabel: string | null, t: LabelsT): string | null {
  if (board.kind === 'quarters') return live ? statusLabel : null;
  if (board.kind !== 'frames') return null;
  if (live && statusLabel) return statusLabel;
  return board.raceTo === null ? null : t('status.raceTo', { raceTo: board.raceTo });
}
