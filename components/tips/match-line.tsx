import { useTranslations } from 'next-intl';
import { Crest } from '@/components/home/crest';
import type { Match } from '@/lib/contract/schedule';
import { formatDateTime } from '@/lib/format/date';
import { cn } from '@/components/ui/cn';

/** The match a tip is about: crests, names, the score once there is one, league and kick-off. */
export function MatchLine({ match, timeZone, className }: { match: Match; timeZone: string; className?: string }) {
  const t = useTranslations('tips');
  const score = match.score.replace(/^\[|\]$/g, '');
  return (
    <div className={cn('flex min-w-0 flex-1 flex-col gap-1', className)}>
      <div className="flex min-w-0 items-center gap-2 text-sm font-semibold text-fg">
        <Crest src={match.localteam.logo} name={match.home} size={20} />
        <span className="truncate">{match.home}</span>
        <span className="shrink-0 tabular-nums text-muted">{score || 'vs'}</span>
        <span className="truncate">{match.away}</span>
        <Crest src={match.visitorteam.logo} name={match.away} size={20} />
      </div>
      <p className="truncate text-xs text-muted">
        {match.league.name} · {t('kickoff', { time: formatDateTime(match.startTimestamp, timeZone) })}
      </p>
    </div>
  );
}
