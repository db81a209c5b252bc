import { useTranslations } from 'next-intl';
import { LazyBookButton } from '@/components/booking/lazy-book-button';
import { Crest } from '@/components/home/crest';
import { Badge, LiveDot } from '@/components/ui/badge';
import { matchPhase } from '@/components/home/match-phase';
import { MatchStateLabel } from '@/components/home/match-state-label';
import { parseScore } from '@/components/home/score';
import type { Match } from '@/lib/contract/schedule';
import { matchLink } from '@/lib/domain/match-link';
import { isAlwaysOnMode } from '@/lib/domain/live-modes';
import { matchOffer } from '@/lib/domain/match-offer';
import { formatKickoff } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';
import { cn } from '@/components/ui/cn';
import { FavouriteStar } from '@/components/football/scores/favourite-star';
import { useCommentatorNamed } from '@/components/people/commentator-name';
import { ScoreboardLine } from '@/components/scores/scoreboard-line';
import { useScoreboardLabels } from '@/components/scores/use-scoreboard-labels';
import { CommentatorAvatars } from './commentator-avatars';

/**
 * One fixture of the live schedule, one line at any width: its clock (live minute, kick-off or
 * final), both sides with the score, the commentators' rooms (a lone presenter named beside their
 * face on wide screens) and, before kick-off, a booking button for the first host.
 */
export function MatchRow({ match, timeZone, favourite = false }: { match: Match; timeZone: string; favourite?: boolean }) {
  const t = useTranslations('schedule.row');
  const phase = matchPhase(match.status);
  const live = phase.kind === 'live';
  const score = phase.kind === 'upcoming' ? null : parseScore(match.score);
  const offer = matchOffer(match.status);
  const stream = isAlwaysOnMode(match.liveModeId);
  const room = matchLink(match);
  const host = match.users[0];
  const commentatorNamed = useCommentatorNamed();
  const { liveLabel } = useScoreboardLabels();

  return (
    <li
      data-live={live || undefined}
      data-fixture={match.fixtureId}
      data-favourite={favourite || undefined}
      className={cn(
        // One line on a phone too: clock, sides with the score, then faces and an icon-only booking button.
        'grid grid-cols-[3.25rem_minmax(0,1fr)_auto] items-center gap-x-2.5 border-l-2 px-3 py-2 sm:grid-cols-[5rem_minmax(0,1fr)_auto] sm:gap-x-3 sm:py-3 md:px-4',
        live ? 'border-l-live bg-live/[0.04]' : 'border-l-transparent',
      )}
    >
      <div className="relative flex flex-col items-center gap-1 text-center">
        {favourite ? <FavouriteStar label={t('favourite')} className="absolute -top-1 left-0" /> : null}
        {live ? (
          <>
            <Badge variant="live" className="whitespace-nowrap">
              <LiveDot />
              <span className="max-sm:hidden">{t('live')}</span>
              <span className="sm:hidden">{t('liveShort')}</span>
            </Badge>
            <span className="text-xs leading-tight font-bold tabular-nums text-live sm:text-sm">{liveLabel(match, true) ?? ''}</span>
          </>
        ) : stream ? null : (
          <time dateTime={new Date(match.startTimestamp).toISOString()} className="text-sm font-semibold tabular-nums text-fg">
            {formatKickoff(match.startTimestamp, timeZone)}
          </time>
        )}
        {phase.kind === 'other' ? <MatchStateLabel state={phase.state} className="text-[0.65rem]" /> : null}
      </div>

      <div className="min-w-0">
        {room ? (
          <Link href={room} className="group block rounded-md focus-visible:outline-2 focus-visible:outline-accent">
            <Sides match={match} score={score} live={live} />
          </Link>
        ) : (
          <Sides match={match} score={score} live={live} />
        )}
      </div>

      <div className="flex items-center justify-end gap-2 sm:gap-3">
        {match.users.length > 0 ? (
          <>
            <CommentatorAvatars match={match} />
            {host && match.users.length === 1 ? (
              <span className="hidden max-w-36 truncate text-xs text-muted md:inline">{commentatorNamed(host.displayName)}</span>
            ) : null}
          </>
        ) : (
          <span className="hidden text-xs text-muted sm:inline">{t('noCommentator')}</span>
        )}
        {offer.book && host ? (
          <LazyBookButton
            fixtureId={match.fixtureId}
            commentatorId={host.userId}
            commentatorName={host.displayName}
            matchName={`${match.home} – ${match.away}`}
            iconOnlyOnPhone
          />
        ) : null}
      </div>
    </li>
  );
}

interface SidesProps {
  match: Match;
  score: { home: number; away: number } | null;
  live: boolean;
}

function Sides({ match, score, live }: SidesProps) {
  // A studio's round-the-clock table has no sides: its name, under the studio's mark.
  if (isAlwaysOnMode(match.liveModeId)) {
    return (
      <span className="flex flex-col gap-1" data-testid="stream-row">
        <Side logo={match.league.logo} name={match.home} goals={undefined} live={live} />
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-1">
      <Side logo={match.localteam.logo} name={match.home} goals={score?.home} live={live} />
      <Side logo={match.visitorteam.logo} name={match.away} goals={score?.away} live={live} />
      {match.scoreboard && score ? <ScoreboardLine scoreboard={match.scoreboard} liveModeId={match.liveModeId} live={live} className="pl-7" /> : null}
    </span>
  );
}

function Side({ logo, name, goals, live }: { logo: string; name: string; goals: number | undefined; live: boolean }) {
  return (
    <span className="flex items-center gap-2 text-sm">
      <Crest src={logo} name={name} size={20} />
      <span className="min-w-0 flex-1 truncate text-fg group-hover:text-accent">{name}</span>
      {goals === undefined ? null : (
        <span className={cn('min-w-5 text-right font-bold tabular-nums', live ? 'text-live' : 'text-fg')}>{goals}</span>
      )}
    </span>
  );
}
