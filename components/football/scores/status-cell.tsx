import { useTranslations } from 'next-intl';
import { Badge, LiveDot } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import type { ScoreStatus } from '@/lib/domain/score-status';
import { formatKickoff } from '@/lib/format/date';

/** The left column of a results row: the live clock, or the kick-off with what became of the match. */
export function StatusCell({ status, kickoff, timeZone }: { status: ScoreStatus; kickoff: number; timeZone: string }) {
  const t = useTranslations('common.matchState');
  if (status.kind === 'live') {
    return (
      <span className="flex flex-col items-center gap-1">
        <Badge variant="live" className="whitespace-nowrap">
          <LiveDot />
          {t('live')}
        </Badge>
        <span className="text-sm font-bold tabular-nums text-live">{status.minute ?? ''}</span>
      </span>
    );
  }
  const word = status.kind === 'final' ? t(status.how) : status.kind === 'other' ? t(status.state) : null;
  return (
    <span className="flex flex-col items-center gap-0.5">
      <time dateTime={new Date(kickoff).toISOString()} className={cn('text-sm font-semibold tabular-nums', status.kind === 'upcoming' ? 'text-fg' : 'text-muted')}>
        {formatKickoff(kickoff, timeZone)}
      </time>
      {word ? (
        <span data-status={status.kind === 'final' ? status.how : status.kind === 'other' ? status.state : undefined} className={cn('text-[0.65rem] font-semibold uppercase', status.kind === 'final' ? 'text-muted' : 'text-warning')}>
          {word}
        </span>
      ) : null}
    </span>
  );
}
