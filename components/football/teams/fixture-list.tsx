import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Crest } from '@/components/home/crest';
import { matchPhase } from '@/components/home/match-phase';
import { MatchStateLabel } from '@/components/home/match-state-label';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { FixtureItem } from '@/lib/contract/football-teams';
import { matchPath } from '@/lib/domain/football-urls';
import { letterFor } from '@/lib/domain/standings';
import { formatInZone } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';
import { FormPills } from '../form-pills';

export interface FixtureListProps {
  fixtures: readonly FixtureItem[];
  timeZone: string;
  /** Text when the list is empty. */
  empty: string;
  /** Shows this team's result letter on finished matches. */
  focusTeamId?: number;
  label?: string;
  /** Extra lines under a match, by fixture id (a player's goals and cards). */
  details?: ReadonlyMap<number, ReactNode>;
  /** Leaves out the competition's name, on a page that is about one competition. */
  hideLeague?: boolean;
}

const hasScore = (f: FixtureItem) => f.homeScore !== null && f.awayScore !== null;

/** Matches as rows: kick-off, both sides with crests, score or status; each row opens the match. */
export function FixtureList({ fixtures, timeZone, empty, focusTeamId, label, details, hideLeague }: FixtureListProps) {
  const t = useTranslations('teams.fixture');
  if (fixtures.length === 0) return <EmptyState title={empty} className="py-6" />;
  return (
    <ul aria-label={label} className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface">
      {fixtures.map((f) => {
        const phase = matchPhase(f.status);
        const live = phase.kind === 'live';
        const ended = phase.kind === 'other' && phase.state === 'end';
        const focus = focusTeamId === f.home.id ? 'home' : focusTeamId === f.away.id ? 'away' : null;
        const letter = focus && ended && hasScore(f)
          ? letterFor(focus === 'home' ? (f.homeScore ?? 0) : (f.awayScore ?? 0), focus === 'home' ? (f.awayScore ?? 0) : (f.homeScore ?? 0))
          : null;
        const shown = hasScore(f) && phase.kind !== 'upcoming';
        return (
          <li key={f.fixtureId} data-fixture={f.fixtureId} className={cn(live && 'bg-live/[0.04]')}>
            <Link
              href={matchPath({ staticId: f.staticId, leagueId: f.league.id, home: f.home, away: f.away })}
              aria-label={t('open', { home: f.home.name, away: f.away.name })}
              className="grid grid-cols-[4.25rem_1fr_1.25rem] items-center gap-3 px-3 py-2 text-sm hover:bg-surface-2/60 sm:grid-cols-[6rem_1fr_1.5rem]"
            >
              <span className="flex min-w-0 flex-col text-xs leading-tight text-muted tabular-nums">
                <time dateTime={new Date(f.startTimestamp).toISOString()} className="font-semibold text-fg">
                  {formatInZone(f.startTimestamp, timeZone, 'HH:mm')}
                </time>
                <span>{formatInZone(f.startTimestamp, timeZone, 'DD/MM/YYYY')}</span>
                {live ? <span className="font-bold text-live">{phase.minute ?? t('live')}</span> : null}
                {phase.kind === 'other' && !ended ? <MatchStateLabel state={phase.state} className="text-[10px]" /> : null}
              </span>
              <span className="flex min-w-0 flex-col gap-1">
                <Side team={f.home} score={shown ? f.homeScore : null} bold={focus === 'home'} live={live} />
                <Side team={f.away} score={shown ? f.awayScore : null} bold={focus === 'away'} live={live} />
                {hideLeague ? null : <span className="truncate text-[11px] text-muted">{f.league.name}</span>}
                {details?.get(f.fixtureId)}
              </span>
              <span className="flex justify-end">{letter ? <FormPills form={[letter]} /> : null}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function Side({ team, score, bold, live }: { team: FixtureItem['home']; score: number | null; bold: boolean; live: boolean }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Crest src={team.logo} name={team.name} size={18} />
      <span className={cn('min-w-0 flex-1 truncate', bold && 'font-semibold')}>{team.name}</span>
      {score !== null ? <span className={cn('w-6 text-right font-bold tabular-nums', live ? 'text-live' : 'text-fg')}>{score}</span> : null}
    </span>
  );
}
