import { useId, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Check, X } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import type { MatchEvent } from '@/lib/contract/room';
import { isShootoutKick, type ShootoutKickKind } from '@/lib/domain/match-events';

/** For a timeline that lists a kick on its own: a tick for a goal, a cross otherwise. */
export const SHOOTOUT_ICONS: Record<ShootoutKickKind, ReactNode> = {
  'shootout-goal': <Check aria-hidden className="text-success" />,
  'shootout-saved': <X aria-hidden className="text-live" />,
  'shootout-missed': <X aria-hidden className="text-muted" />,
};

/** The events of open play: the shoot-out's kicks are shown as one block of their own. */
export function inPlay(events: readonly MatchEvent[]): MatchEvent[] {
  return events.filter((e) => !isShootoutKick(e.kind));
}

type KickEvent = MatchEvent & { kind: ShootoutKickKind };

export interface ShootoutKickRow {
  event: KickEvent;
  /** 1 for each side's first kick, 6 onwards in sudden death. */
  round: number;
  /** The shoot-out score after this kick. */
  home: number;
  away: number;
}

/** The shoot-out's kicks in the order taken, each with its round and the running shoot-out score. */
export function shootoutRows(events: readonly MatchEvent[]): ShootoutKickRow[] {
  const kicks = events.filter((e): e is KickEvent => isShootoutKick(e.kind)).sort((a, b) => a.seq - b.seq);
  const taken = { home: 0, away: 0 };
  const score = { home: 0, away: 0 };
  return kicks.map((event) => {
    taken[event.side] += 1;
    score[event.side] += event.points;
    return { event, round: taken[event.side], home: score.home, away: score.away };
  });
}

type EventsT = ReturnType<typeof useTranslations<'liveroom.events'>>;

function outcomeText(event: KickEvent, t: EventsT): string {
  if (event.kind === 'shootout-goal') return t('shootout.scored');
  if (event.kind === 'shootout-saved') return event.relatedName ? t('shootout.savedBy', { keeper: event.relatedName }) : t('shootout.saved');
  return t('shootout.missed');
}

/**
 * The penalty shoot-out as one item of a match's timeline: every kick in order with its taker, its
 * outcome in words beside the tick or cross, and the shoot-out score after it. Nothing without kicks.
 */
export function ShootoutList({ events, teams }: { events: readonly MatchEvent[]; teams?: { home: string; away: string } }) {
  const t = useTranslations('liveroom.events');
  const headingId = useId();
  const rows = shootoutRows(events);
  const last = rows.at(-1);
  if (!last) return null;
  return (
    <li className="border-b border-border/60 py-2 last:border-b-0" data-testid="shootout">
      <h3 className="mb-1 flex items-center justify-between gap-2 text-sm font-bold text-fg">
        <span id={headingId}>{t('shootout.title')}</span>
        <span className="rounded-md bg-surface-2 px-1.5 py-0.5 text-xs tabular-nums" data-testid="shootout-score">
          {t('score', { home: last.home, away: last.away })}
        </span>
      </h3>
      <ol aria-labelledby={headingId} className="flex flex-col">
        {rows.map(({ event, round, home, away }) => {
          const scored = event.kind === 'shootout-goal';
          return (
            <li key={event.seq} data-kind={event.kind} data-side={event.side} className="grid grid-cols-[1.75rem_1fr_auto] items-center gap-2 py-1">
              <span className="text-xs tabular-nums text-muted">
                <span aria-hidden>{round}</span>
                <span className="sr-only">{t('shootout.round', { n: round })}</span>
              </span>
              <div className="flex min-w-0 items-center gap-2">
                <span
                  aria-hidden
                  className={cn('grid size-5 shrink-0 place-items-center rounded-full [&_svg]:size-3.5', scored ? 'bg-success/15' : 'bg-live/10')}
                >
                  {SHOOTOUT_ICONS[event.kind]}
                </span>
                <span className="min-w-0 flex-1 text-sm">
                  <span className="block truncate font-medium text-fg">{event.playerName ?? t('shootout.unknownTaker')}</span>
                  <span className="block truncate text-xs text-muted" data-testid="shootout-outcome">
                    {outcomeText(event, t)}
                    {teams ? ` · ${teams[event.side]}` : null}
                  </span>
                </span>
              </div>
              <span className="shrink-0 rounded-md bg-surface-2 px-1.5 py-0.5 text-xs font-bold tabular-nums text-fg">{t('score', { home, away })}</span>
            </li>
          );
        })}
      </ol>
    </li>
  );
}
