import { useTranslations } from 'next-intl';
import type { Match } from '@/lib/contract/schedule';
import { isAlwaysOnMode } from '@/lib/domain/live-modes';
import { matchOffer } from '@/lib/domain/match-offer';
import { firstRoomPath } from '@/lib/domain/room-url';
import { formatKickoff } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';
import { CommentatorName } from '@/components/people/commentator-name';
import { LazyScoreboardLine } from '@/components/scores/lazy-scoreboard-line';
import { useScoreboardLabels } from '@/components/scores/use-scoreboard-labels';
import { Crest } from './crest';
import { matchPhase } from './match-phase';
import { MatchStateLabel } from './match-state-label';
import { parseScore } from './score';

/** One compact line of today's schedule: kick-off and status, both teams with the score (a studio's table and its presenter), a watch link. */
export function ScheduleRow({ match, timeZone }: { match: Match; timeZone: string }) {
  const t = useTranslations('home.schedule');
  const tMatch = useTranslations('home.match');
  const { liveLabel } = useScoreboardLabels();
  const phase = matchPhase(match.status);
  const score = phase.kind === 'upcoming' ? null : parseScore(match.score);
  const href = matchOffer(match.status).watch ? firstRoomPath(match) : null;
  const live = phase.kind === 'live';
  const stream = isAlwaysOnMode(match.liveModeId);

  return (
    <li
      data-live={live || undefined}
      className={`flex items-center gap-3 border-l-2 px-3 py-2.5 ${live ? 'border-l-live' : 'border-l-transparent'}`}
    >
      <div className="flex w-14 shrink-0 flex-col items-center gap-0.5 text-center">
        {/* A studio's table runs round the clock: it has no kick-off worth reading. */}
        {stream ? null : (
          <time dateTime={new Date(match.startTimestamp).toISOString()} className="text-sm font-semibold tabular-nums text-fg">
            {formatKickoff(match.startTimestamp, timeZone)}
          </time>
        )}
        {phase.kind === 'live' ? (
          <span className="text-xs leading-tight font-bold text-live tabular-nums">{liveLabel(match, true) ?? tMatch('live')}</span>
        ) : null}
        {phase.kind === 'other' ? <MatchStateLabel state={phase.state} className="text-[0.65rem]" /> : null}
      </div>

      {stream ? (
        <div className="min-w-0 flex-1 space-y-1" data-testid="stream-row">
          <TeamLine logo={match.league.logo} name={match.home} goals={undefined} live={live} />
          {match.users[0] ? <CommentatorName name={match.users[0].displayName} className="block truncate pl-[26px] text-xs text-muted" /> : null}
        </div>
      ) : (
        <div className="min-w-0 flex-1 space-y-1">
          <TeamLine logo={match.localteam.logo} name={match.home} goals={score?.home} live={live} />
          <TeamLine logo={match.visitorteam.logo} name={match.away} goals={score?.away} live={live} />
          {match.scoreboard && phase.kind !== 'upcoming' ? (
            <div className="pl-[26px]">
              <LazyScoreboardLine scoreboard={match.scoreboard} liveModeId={match.liveModeId} live={live} />
            </div>
          ) : null}
        </div>
      )}

      {/* The watch button's column keeps its width on every row, so the scores stay in one line. */}
      <span className="flex w-16 shrink-0 justify-end">
        {href ? (
          <Link
            href={href}
            data-testid="watch"
            className="shrink-0 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-fg transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            {t('watch')}
            <span className="sr-only"> {stream ? match.home : tMatch('versus', { home: match.home, away: match.away })}</span>
          </Link>
        ) : null}
      </span>
    </li>
  );
}

interface TeamLineProps {
  logo: string;
  name: string;
  goals: number | undefined;
  live: boolean;
}

function TeamLine({ logo, name, goals, live }: TeamLineProps) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <Crest src={logo} name={name} size={18} />
      <span className="min-w-0 flex-1 truncate text-fg">{name}</span>
      {goals === undefined ? null : (
        <span className={`font-bold tabular-nums ${live ? 'text-live' : 'text-fg'}`}>{goals}</span>
      )}
    </div>
  );
}
