'use client';

import { useTranslations } from 'next-intl';
import { ArrowLeftRight, CircleDot, CircleOff, Goal, Play, Plus, RectangleVertical, Target } from 'lucide-react';
import { Link } from '@/lib/i18n/navigation';
import type { MatchEvent } from '@/lib/contract/room';
import type { MatchEventKind } from '@/lib/domain/match-events';
import { cn } from '@/components/ui/cn';
import { inPlay, SHOOTOUT_ICONS, ShootoutList } from '@/components/football/match/shootout';
import { eventMinute, newestFirst } from './event-label';

const ICONS: Record<MatchEventKind, React.ReactNode> = {
  goal: <Goal aria-hidden className="text-success" />,
  'penalty-goal': <Target aria-hidden className="text-success" />,
  'own-goal': <CircleDot aria-hidden className="text-live" />,
  'missed-penalty': <CircleOff aria-hidden className="text-muted" />,
  yellow: <RectangleVertical aria-hidden className="fill-yellow-400 text-yellow-500" />,
  'second-yellow': <RectangleVertical aria-hidden className="fill-orange-500 text-orange-600" />,
  red: <RectangleVertical aria-hidden className="fill-red-600 text-red-700" />,
  sub: <ArrowLeftRight aria-hidden className="text-accent" />,
  point: <Plus aria-hidden className="text-accent" />,
  ...SHOOTOUT_ICONS,
};

/** The sides' names, for a phone, where events are not set left and right by side. */
export interface TimelineTeams {
  home: string;
  away: string;
}

/** A finished match's highlights: its package, and the moment of each event (by `seq`) that has one. */
export interface MatchMoments {
  href: string;
  label: string;
  text: string;
  events: Record<number, { href: string; label: string }>;
}

/** The match so far, newest first: minute, what happened, who (and for whom), and the score after it; a minute with a highlight links to it. */
export function EventTimeline({ events, teams, moments }: { events: readonly MatchEvent[]; teams?: TimelineTeams; moments?: MatchMoments | null }) {
  const t = useTranslations('liveroom.events');
  return (
    <ol aria-label={t('title')} className="flex flex-col">
      <ShootoutList events={events} teams={teams} />
      {newestFirst(inPlay(events)).map((event) => {
        const what = t(`kind.${event.kind}`, { points: event.points });
        const home = event.side === 'home';
        return (
          <li
            key={event.seq}
            data-kind={event.kind}
            className={cn('grid grid-cols-[3.5rem_1fr] items-center gap-2 border-b border-border/60 py-2 last:border-b-0', !home && 'md:text-right')}
          >
            <EventMinute event={event} moment={moments?.events[event.seq]} />
            <div className={cn('flex min-w-0 items-center gap-2', !home && 'md:flex-row-reverse')}>
              <span className="shrink-0 [&_svg]:size-4" title={what}>
                {ICONS[event.kind]}
              </span>
              <span className="min-w-0 flex-1 text-sm">
                <span className="sr-only">{what}: </span>
                <span className="font-medium text-fg">{playerLine(event, t)}</span>
                {/* From the tablet layout up the side says whose event it is; on a phone the team's name does. */}
                {teams && event.side ? (
                  <span className="block truncate text-xs text-muted md:sr-only" data-testid="event-team">
                    {teams[event.side]}
                  </span>
                ) : null}
              </span>
              <span className="shrink-0 rounded-md bg-surface-2 px-1.5 py-0.5 text-xs font-bold tabular-nums text-fg">
                {t('score', { home: event.homeScore, away: event.awayScore })}
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function EventMinute({ event, moment }: { event: MatchEvent; moment?: { href: string; label: string } }) {
  if (!moment) return <span className="text-sm font-semibold tabular-nums text-muted">{eventMinute(event)}</span>;
  return (
    <Link
      href={moment.href}
      aria-label={moment.label}
      title={moment.label}
      data-testid="event-highlight"
      className="inline-flex w-fit items-center gap-1 rounded-md bg-accent/10 px-1.5 py-0.5 text-sm font-semibold tabular-nums text-accent hover:bg-accent/20"
    >
      <Play aria-hidden className="size-3 fill-current" />
      {eventMinute(event)}
    </Link>
  );
}

type EventsT = ReturnType<typeof useTranslations<'liveroom.events'>>;

function playerLine(event: MatchEvent, t: EventsT): string {
  if (event.kind === 'sub' && event.playerName && event.relatedName) return t('subIn', { in: event.playerName, out: event.relatedName });
  if (event.kind === 'point') return event.playerName ?? t('kind.point', { points: event.points });
  const scored = event.kind === 'goal' || event.kind === 'penalty-goal';
  if (scored && event.playerName && event.relatedName) return `${event.playerName} (${t('assist', { name: event.relatedName })})`;
  return event.playerName ?? t(`kind.${event.kind}`, { points: event.points });
}
