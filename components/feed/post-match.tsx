import { useTranslations } from 'next-intl';
import { PlayCircle } from 'lucide-react';
import { Crest } from '@/components/home/crest';
import { matchPhase } from '@/components/home/match-phase';
import { MatchStateLabel } from '@/components/home/match-state-label';
import { parseScore } from '@/components/home/score';
import { ScoreLine } from '@/components/home/score-line';
import type { Post } from '@/lib/contract/feed';
import { formatDateTime, formatKickoff } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';
import { Badge, LiveDot } from '@/components/ui/badge';

type PostMatch = NonNullable<Post['match']>;

/** A fixture on a post: league, both teams with crests, the score or kick-off, and the way to its page and live room. */
export function PostMatchCard({ match, timeZone }: { match: PostMatch; timeZone: string }) {
  const t = useTranslations('feed.match');
  const phase = matchPhase(match.status);
  const score = parseScore(match.score);
  const started = score !== null && phase.kind !== 'upcoming';
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-surface" data-testid="post-match">
      <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-1.5 text-xs text-muted">
        <span className="flex min-w-0 items-center gap-1.5">
          <Crest src={match.league.logo} name={match.league.name} size={16} />
          <span className="truncate">{match.league.name}</span>
        </span>
        {phase.kind === 'live' ? (
          <Badge variant="live" className="shrink-0">
            <LiveDot />
            {t('live')}
            {phase.minute ? <span className="tabular-nums normal-case">{phase.minute}</span> : null}
          </Badge>
        ) : null}
        {phase.kind === 'other' ? <MatchStateLabel state={phase.state} /> : null}
      </div>
      <Link href={match.href} className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 px-3 py-3 transition hover:bg-surface-2/60">
        <Team name={match.home.name} logo={match.home.logo} />
        <span className="flex min-w-16 flex-col items-center">
          {started ? (
            <ScoreLine score={score} className="text-xl text-fg" />
          ) : (
            <>
              <time dateTime={new Date(match.startTimestamp).toISOString()} title={formatDateTime(match.startTimestamp, timeZone)} className="text-lg font-bold text-fg tabular-nums">
                {formatKickoff(match.startTimestamp, timeZone)}
              </time>
              <span className="text-[11px] text-muted">{formatDateTime(match.startTimestamp, timeZone, 'DD/MM')}</span>
            </>
          )}
          <span className="sr-only">{t('details', { home: match.home.name, away: match.away.name })}</span>
        </span>
        <Team name={match.away.name} logo={match.away.logo} />
      </Link>
      {match.roomHref ? (
        <Link href={match.roomHref} className="flex items-center justify-center gap-1.5 border-t border-border bg-surface-2/60 px-3 py-2 text-sm font-semibold text-accent transition hover:bg-surface-2">
          <PlayCircle aria-hidden className="size-4" />
          {phase.kind === 'live' ? t('watchLive') : t('room')}
        </Link>
      ) : null}
    </div>
  );
}

function Team({ name, logo }: { name: string; logo: string }) {
  return (
    <span className="flex min-w-0 flex-col items-center gap-1.5 text-center">
      <Crest src={logo} name={name} size={36} />
      <span className="line-clamp-2 text-sm leading-tight font-semibold text-fg">{name}</span>
    </span>
  );
}
