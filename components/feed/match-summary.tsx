import { useTranslations } from 'next-intl';
import { Crest } from '@/components/home/crest';
import { matchPhase } from '@/components/home/match-phase';
import { parseScore } from '@/components/home/score';
import { Badge, LiveDot } from '@/components/ui/badge';
import type { Match } from '@/lib/contract/schedule';
import { formatKickoff } from '@/lib/format/date';

/** One line of a fixture for choosing it: crests, names, and the live score or kick-off. */
export function MatchSummary({ match, timeZone }: { match: Match; timeZone: string }) {
  const t = useTranslations('feed.match');
  const phase = matchPhase(match.status);
  const score = parseScore(match.score);
  return (
    <span className="flex min-w-0 flex-1 flex-col gap-1">
      <span className="flex items-center gap-1.5 text-xs text-muted">
        <Crest src={match.league.logo} name={match.league.name} size={14} />
        <span className="truncate">{match.league.name}</span>
        {phase.kind === 'live' ? (
          <Badge variant="live" className="ml-auto shrink-0">
            <LiveDot />
            {t('live')}
            {phase.minute ? <span className="normal-case tabular-nums">{phase.minute}</span> : null}
          </Badge>
        ) : null}
      </span>
      <span className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 text-sm font-semibold text-fg">
        <span className="flex min-w-0 items-center justify-end gap-1.5 text-right">
          <span className="truncate">{match.home}</span>
          <Crest src={match.localteam.logo} name={match.home} size={20} />
        </span>
        <span className="min-w-12 text-center tabular-nums">{score && phase.kind !== 'upcoming' ? `${score.home} – ${score.away}` : formatKickoff(match.startTimestamp, timeZone)}</span>
        <span className="flex min-w-0 items-center gap-1.5">
          <Crest src={match.visitorteam.logo} name={match.away} size={20} />
          <span className="truncate">{match.away}</span>
        </span>
      </span>
    </span>
  );
}
