import { useTranslations } from 'next-intl';
import { LazyScoreboardLine } from '@/components/scores/lazy-scoreboard-line';
import { useScoreboardLabels } from '@/components/scores/use-scoreboard-labels';
import { Card } from '@/components/ui/card';
import type { Match } from '@/lib/contract/schedule';
import { matchLink } from '@/lib/domain/match-link';
import { matchOffer } from '@/lib/domain/match-offer';
import { formatKickoff } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';
import { CommentatorList } from './commentator-list';
import { Crest } from './crest';
import { LiveBadge } from './live-badge';
import { matchPhase } from './match-phase';
import { MatchStateLabel } from './match-state-label';
import { parseScore } from './score';
import { ScoreLine } from './score-line';

interface MatchCardProps {
  match: Match;
  /** The viewer's IANA zone, for the kick-off time. */
  timeZone: string;
}

/** A featured match: league, both teams, score or kick-off, hosts; the whole card opens the first room. */
export function MatchCard({ match, timeZone }: MatchCardProps) {
  const t = useTranslations('home.match');
  const { liveLabel } = useScoreboardLabels();
  const phase = matchPhase(match.status);
  const score = parseScore(match.score);
  const offer = matchOffer(match.status);
  const href = matchLink(match);
  const kickoff = formatKickoff(match.startTimestamp, timeZone);

  return (
    <Card interactive className="relative flex h-full flex-col overflow-hidden focus-within:ring-2 focus-within:ring-ring">
      <header className="flex items-center justify-between gap-2 border-b border-border px-3 py-2">
        <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted">
          <Crest src={match.league.logo} name={match.league.name} size={16} />
          <span className="truncate">{match.league.name}</span>
        </span>
        {phase.kind === 'live' ? <LiveBadge minute={liveLabel(match, true)} /> : null}
        {phase.kind === 'other' ? <MatchStateLabel state={phase.state} /> : null}
      </header>

      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 px-3 py-4">
        <TeamSide logo={match.localteam.logo} name={match.home} />
        <div className="flex min-w-16 flex-col items-center gap-1 text-fg">
          {score && phase.kind !== 'upcoming' ? (
            <ScoreLine score={score} className="text-2xl" />
          ) : (
            <time dateTime={new Date(match.startTimestamp).toISOString()} className="text-xl font-bold tabular-nums">
              {kickoff}
            </time>
          )}
          {score && phase.kind !== 'upcoming' ? null : <span className="text-xs text-muted">{t('kickoff')}</span>}
        </div>
        <TeamSide logo={match.visitorteam.logo} name={match.away} />
      </div>
      {match.scoreboard && phase.kind !== 'upcoming' ? (
        <p className="-mt-2 px-3 pb-3 text-center">
          <LazyScoreboardLine scoreboard={match.scoreboard} liveModeId={match.liveModeId} live={phase.kind === 'live'} />
        </p>
      ) : null}

      <footer className="mt-auto border-t border-border bg-surface-2 px-3 py-2">
        <CommentatorList users={match.users} viewers={offer.viewers} />
      </footer>

      {href ? (
        <Link href={href} className="absolute inset-0 rounded-xl focus:outline-none">
          <span className="sr-only">{t(offer.watch ? 'watch' : 'details', { home: match.home, away: match.away })}</span>
        </Link>
      ) : null}
    </Card>
  );
}

function TeamSide({ logo, name }: { logo: string; name: string }) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-2 text-center">
      <Crest src={logo} name={name} size={44} />
      <span className="line-clamp-2 text-sm font-semibold leading-tight text-fg">{name}</span>
    </div>
  );
}
