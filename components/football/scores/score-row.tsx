import { ChevronRight, Clapperboard, Radio } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { SpoilerScore } from '@/components/highlights/spoiler-score';
import { Crest } from '@/components/home/crest';
import { parseScore } from '@/components/home/score';
import { cn } from '@/components/ui/cn';
import type { Match } from '@/lib/contract/schedule';
import { matchPath, teamPath } from '@/lib/domain/football-urls';
import { matchOffer } from '@/lib/domain/match-offer';
import { firstRoomPath } from '@/lib/domain/room-url';
import { scoreStatusOf, showsScore } from '@/lib/domain/score-status';
import { Link } from '@/lib/i18n/navigation';
import { FAVOURITE_ROW, FavouriteMark } from './favourite-mark';
import { StatusCell } from './status-cell';

export interface ScoreRowProps {
  match: Match;
  timeZone: string;
  /** Offer the first live room of a streamed match (the fixtures page). */
  withRoom?: boolean;
  /** The match's highlights, where it has them (results). */
  highlightHref?: string;
}

/** One football match: status, both teams with crests (linked to their pages) and score, and links to the match page and its live room. */
export function ScoreRow({ match, timeZone, withRoom = false, highlightHref }: ScoreRowProps) {
  const t = useTranslations('scores.row');
  const tHighlights = useTranslations('highlights');
  const status = scoreStatusOf(match.status);
  const score = showsScore(status) ? parseScore(match.score) : null;
  const live = status.kind === 'live';
  const room = withRoom && matchOffer(match.status).watch ? firstRoomPath(match) : null;
  const href = matchPath({ staticId: match.staticId, leagueId: match.league.id, home: match.localteam, away: match.visitorteam });
  const names = { home: match.home, away: match.away };
  const spoiler = { fixtureId: match.fixtureId, revealLabel: tHighlights('spoiler.reveal'), final: status.kind === 'final' };

  return (
    <li
      data-fixture={match.fixtureId}
      className={cn('grid grid-cols-[3.75rem_1fr_auto] items-center gap-x-2 border-l-2 px-2 py-2.5 sm:grid-cols-[4.5rem_1fr_auto] sm:gap-x-3 md:px-4', live ? 'border-l-live bg-live/[0.04]' : `border-l-transparent ${FAVOURITE_ROW}`)}
    >
      <div className="relative flex justify-center">
        <FavouriteMark teams={[match.localteam.id, match.visitorteam.id]} label={t('favourite')} className="absolute -top-1 left-0" />
        <StatusCell status={status} kickoff={match.startTimestamp} timeZone={timeZone} />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <Side team={match.localteam} name={match.home} goals={score?.home} live={live} winner={!!score && score.home > score.away} spoiler={spoiler} />
        <Side team={match.visitorteam} name={match.away} goals={score?.away} live={live} winner={!!score && score.away > score.home} spoiler={spoiler} />
      </div>
      <div className="flex items-center gap-1">
        {room ? (
          <Link href={room} aria-label={t('watch', names)} className="inline-flex h-8 items-center gap-1 rounded-full bg-live/10 px-2.5 text-xs font-semibold text-live hover:bg-live/20">
            <Radio aria-hidden className="size-3.5" />
            <span className="max-sm:sr-only">{t('watchShort')}</span>
          </Link>
        ) : null}
        {highlightHref ? (
          <Link href={highlightHref} aria-label={tHighlights('matchLinkLabel', names)} data-testid="highlight-link" className="inline-flex h-8 items-center gap-1 rounded-full bg-accent/10 px-2.5 text-xs font-semibold text-accent hover:bg-accent/20">
            <Clapperboard aria-hidden className="size-3.5" />
            <span className="max-sm:sr-only">{tHighlights('matchLink')}</span>
          </Link>
        ) : null}
        <Link href={href} aria-label={t('details', names)} data-testid="match-link" className="inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-accent">
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      </div>
    </li>
  );
}

interface SideProps {
  team: Match['localteam'];
  name: string;
  goals: number | undefined;
  live: boolean;
  winner: boolean;
  /** In spoiler-free mode the goals wait until the viewer reveals the match. */
  spoiler: { fixtureId: number; revealLabel: string; final: boolean };
}

function Side({ team, name, goals, live, winner, spoiler }: SideProps) {
  return (
    <span className="flex min-w-0 items-center gap-2 text-sm">
      <Crest src={team.logo} name={name} size={20} />
      <Link href={teamPath({ id: team.id, name })} className={cn('min-w-0 flex-1 truncate hover:text-accent hover:underline', winner ? 'font-semibold text-fg' : 'text-fg')}>
        {name}
      </Link>
      {goals === undefined ? null : (
        <SpoilerScore {...spoiler}>
          <span data-testid="goals" className={cn('min-w-5 text-right font-bold tabular-nums', live ? 'text-live' : 'text-fg')}>
            {goals}
          </span>
        </SpoilerScore>
      )}
    </span>
  );
}
