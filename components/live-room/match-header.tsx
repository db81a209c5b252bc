'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ChartNoAxesColumn, Eye } from 'lucide-react';
import { Crest } from '@/components/home/crest';
import { matchPhase } from '@/components/home/match-phase';
import { parseScore } from '@/components/home/score';
import { ScoreLine } from '@/components/home/score-line';
import { SportScoreboard } from '@/components/scores/sport-scoreboard';
import { useScoreboardLabels } from '@/components/scores/use-scoreboard-labels';
import { Badge, LiveBadge } from '@/components/ui/badge';
import type { RoomDetail } from '@/lib/contract/room';
import { matchPath } from '@/lib/domain/football-urls';
import { matchOffer } from '@/lib/domain/match-offer';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { DEFAULT_LOCALE, isLocale } from '@/lib/domain/locale';
import { formatCount } from '@/lib/format/count';
import { formatKickoff } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';
import { isAlwaysOnMode } from './room-kind';

interface MatchHeaderProps {
  room: RoomDetail;
  timeZone: string;
  /** Sits beside the title: the room-mode toggle. */
  actions?: React.ReactNode;
}

/** League, both sides with crests, score or kick-off, the live minute (a set, quarter, map or frame in other sports) or status word, and a points sport's board. */
export function MatchHeader({ room, timeZone, actions }: MatchHeaderProps) {
  const t = useTranslations('liveroom');
  const tState = useTranslations('common.matchState');
  const { liveLabel } = useScoreboardLabels();
  const { match } = room;
  const viewers = <ViewerCount count={room.viewerCount} />;

  if (isAlwaysOnMode(room.liveModeId)) {
    return (
      <header className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3">
        <Crest src={match.league.logo} name={match.league.name} size={40} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs text-muted">{match.league.name}</p>
          <h1 className="line-clamp-2 text-base font-bold text-fg md:text-lg">{room.title}</h1>
        </div>
        {room.onAir ? <LiveBadge label={t('onAirTable')} /> : null}
        {viewers}
        {actions}
      </header>
    );
  }

  const phase = matchPhase(match.status);
  const score = parseScore(match.score);
  const showScore = score !== null && phase.kind !== 'upcoming';
  const live = phase.kind === 'live' ? liveLabel(match) : null;
  return (
    <header className="border-b border-border px-4 py-3">
      <div className="mb-2 flex items-center gap-2 text-xs text-muted">
        <Crest src={match.league.logo} name={match.league.name} size={16} />
        <span className="min-w-0 flex-1 truncate">{match.league.name}</span>
        {match.liveModeId === LIVE_MODE.football ? <MatchPageLink match={match} /> : null}
        {matchOffer(match.status).viewers ? viewers : null}
        {actions}
      </div>
      <h1 className="sr-only">{t('versus', { home: match.home, away: match.away })}</h1>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
        <Side logo={match.localteam.logo} name={match.home} align="end" />
        <div className="flex min-w-20 flex-col items-center gap-1" aria-live="polite">
          {showScore ? (
            <ScoreLine score={score} className="text-3xl text-fg" />
          ) : (
            <time dateTime={new Date(match.startTimestamp).toISOString()} className="text-2xl font-bold tabular-nums text-fg">
              {formatKickoff(match.startTimestamp, timeZone)}
            </time>
          )}
          {phase.kind === 'live' ? (
            <span data-testid="room-live-status">
              <LiveBadge label={live ? `${t('live')} ${live}` : t('live')} />
            </span>
          ) : phase.kind === 'other' ? (
            <Badge variant={phase.state === 'end' ? 'neutral' : 'warning'}>{tState(phase.state)}</Badge>
          ) : (
            <span className="text-xs text-muted">{tState('upcoming')}</span>
          )}
        </div>
        <Side logo={match.visitorteam.logo} name={match.away} align="start" />
      </div>
      {match.scoreboard && phase.kind !== 'upcoming' ? (
        <SportScoreboard
          scoreboard={match.scoreboard}
          liveModeId={match.liveModeId}
          live={phase.kind === 'live'}
          home={match.home}
          away={match.away}
          score={score}
          className="mx-auto mt-3"
        />
      ) : null}
    </header>
  );
}

function Side({ logo, name, align }: { logo: string; name: string; align: 'start' | 'end' }) {
  return (
    <div className={`flex min-w-0 flex-col items-center gap-1.5 md:flex-row md:gap-3 ${align === 'end' ? 'md:flex-row-reverse md:text-right' : ''}`}>
      <Crest src={logo} name={name} size={44} />
      <span className="line-clamp-2 text-center text-sm font-semibold text-fg md:text-base">{name}</span>
    </div>
  );
}

function ViewerCount({ count }: { count: number }) {
  const t = useTranslations('liveroom');
  const locale = useLocale();
  return (
    <span className="inline-flex shrink-0 items-center gap-1 text-xs text-muted tabular-nums">
      <Eye aria-hidden className="size-3.5" />
      {t('viewers', { count: formatCount(count, isLocale(locale) ? locale : DEFAULT_LOCALE) })}
    </span>
  );
}

/** To the match's own page: lineups, statistics, head-to-head and the table. */
function MatchPageLink({ match }: { match: RoomDetail['match'] }) {
  const t = useTranslations('liveroom');
  const href = matchPath({ staticId: match.staticId, leagueId: match.league.id, home: match.localteam, away: match.visitorteam });
  return (
    <Link href={href} className="inline-flex shrink-0 items-center gap-1 font-semibold text-accent hover:underline" data-testid="match-page-link">
      <ChartNoAxesColumn aria-hidden className="size-3.5" />
      {t('matchPage')}
    </Link>
  );
}
