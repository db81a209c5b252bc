import { getTranslations } from 'next-intl/server';
import { CalendarClock, MapPin } from 'lucide-react';
import { Crest } from '@/components/home/crest';
import type { MatchDetail, MatchLive } from '@/lib/contract/football-match';
import { leaguePath, teamPath, venuePath } from '@/lib/domain/football-urls';
import { formatDateTime, formatKickoff } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';
import { LiveScoreboard } from './live-scoreboard';

interface MatchHeaderProps {
  detail: MatchDetail;
  live: MatchLive;
  timeZone: string;
}

/** League, both teams with crests, the live scoreboard, kick-off and venue. */
export async function MatchHeader({ detail, live, timeZone }: MatchHeaderProps) {
  const t = await getTranslations('match');
  const { match, venue } = detail;
  return (
    <header className="rounded-xl border border-border bg-surface px-3 py-4 md:px-6">
      <Link href={leaguePath(match.league)} className="mx-auto mb-3 flex w-fit items-center gap-2 text-xs font-medium text-muted hover:text-accent">
        <Crest src={match.league.logo} name={match.league.name} size={18} />
        {match.league.name}
      </Link>
      <h1 className="sr-only">{t('versus', { home: match.home, away: match.away })}</h1>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 md:gap-6">
        <Team team={match.localteam} align="end" />
        <LiveScoreboard fixtureId={match.fixtureId} startTimestamp={match.startTimestamp} kickoff={formatKickoff(match.startTimestamp, timeZone)} initial={live} />
        <Team team={match.visitorteam} align="start" />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-xs text-muted">
        <span className="inline-flex items-center gap-1">
          <CalendarClock aria-hidden className="size-3.5" />
          <span className="sr-only">{t('kickoff')}: </span>
          <time dateTime={new Date(match.startTimestamp).toISOString()} data-testid="match-kickoff">{formatDateTime(match.startTimestamp, timeZone)}</time>
        </span>
        {venue ? (
          <Link href={venuePath(venue)} className="inline-flex items-center gap-1 hover:text-accent">
            <MapPin aria-hidden className="size-3.5" />
            {venue.name}, {venue.city}
          </Link>
        ) : null}
      </div>
    </header>
  );
}

function Team({ team, align }: { team: MatchDetail['match']['localteam']; align: 'start' | 'end' }) {
  return (
    <Link
      href={teamPath(team)}
      className={`flex min-w-0 flex-col items-center gap-1.5 text-center hover:text-accent md:flex-row md:gap-3 ${align === 'end' ? 'md:flex-row-reverse md:text-right' : 'md:text-left'}`}
    >
      <Crest src={team.logo} name={team.name} size={48} />
      <span className="line-clamp-2 text-sm font-semibold md:text-lg">{team.name}</span>
    </Link>
  );
}
