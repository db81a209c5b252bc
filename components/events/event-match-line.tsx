import { useTranslations } from 'next-intl';
import { Crest } from '@/components/home/crest';
import { matchPhase } from '@/components/home/match-phase';
import { parseScore } from '@/components/home/score';
import { Badge, LiveDot } from '@/components/ui/badge';
import type { EventCard } from '@/lib/api/queries/events';
import { formatDateTime, formatKickoff } from '@/lib/format/date';

/** The party's fixture on one line: both crests and names, the live score or the kick-off with its day. */
export function EventMatchLine({ match, timeZone }: { match: EventCard['match']; timeZone: string }) {
  const t = useTranslations('events.match');
  const phase = matchPhase(match.status);
  const score = parseScore(match.score);
  const started = score !== null && phase.kind !== 'upcoming';
  return (
    <div className="flex flex-col gap-1.5">
      <p className="flex items-center gap-1.5 text-xs text-muted">
        <Crest src={match.league.logo} name={match.league.name} size={14} />
        <span className="truncate">{match.league.name}</span>
        {phase.kind === 'live' ? (
          <Badge variant="live" className="ml-auto shrink-0">
            <LiveDot />
            {t('live')}
          </Badge>
        ) : null}
      </p>
      <p className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 text-sm font-semibold text-fg">
        <span className="flex min-w-0 items-center justify-end gap-1.5 text-right">
          <span className="truncate">{match.home.name}</span>
          <Crest src={match.home.logo} name={match.home.name} size={24} />
        </span>
        {started ? (
          <span className="min-w-14 text-center text-base font-bold tabular-nums">{`${score.home} – ${score.away}`}</span>
        ) : (
          <span className="flex min-w-14 flex-col items-center leading-tight">
            <time dateTime={new Date(match.startTimestamp).toISOString()} className="font-bold tabular-nums">
              {formatKickoff(match.startTimestamp, timeZone)}
            </time>
            <span className="text-[11px] font-normal text-muted">{formatDateTime(match.startTimestamp, timeZone, 'DD/MM')}</span>
          </span>
        )}
        <span className="flex min-w-0 items-center gap-1.5">
          <Crest src={match.away.logo} name={match.away.name} size={24} />
          <span className="truncate">{match.away.name}</span>
        </span>
      </p>
    </div>
  );
}
