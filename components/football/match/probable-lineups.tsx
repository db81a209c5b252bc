import { useTranslations } from 'next-intl';
import { Shirt } from 'lucide-react';
import { Crest } from '@/components/home/crest';
import { cn } from '@/components/ui/cn';
import type { ProbableLineup, ProbableLineupsData } from '@/lib/contract/football-match';
import { matchPath, playerPath } from '@/lib/domain/football-urls';
import type { Side } from '@/lib/domain/match-events';
import { formatInZone } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';
import { MatchSection } from './match-section';
import { Pitch, SIDE_COLOUR } from './pitch';
import { BenchRows } from './sheet-rows';

interface ProbableLineupsProps {
  lineups: ProbableLineupsData;
  names: Record<Side, string>;
  timeZone: string;
}

/**
 * Before kick-off: the XI each side is expected to field, on the same pitch as the line-ups, marked
 * as probable throughout, with the match each XI is taken from. Nothing when neither side has a squad.
 */
export function ProbableLineups({ lineups, names, timeZone }: ProbableLineupsProps) {
  const t = useTranslations('match.probable');
  const { home, away } = lineups;
  if (!home && !away) return null;
  return (
    <MatchSection
      id="probable-lineups"
      title={t('title')}
      icon={<Shirt aria-hidden />}
      action={<span className="rounded-md bg-warning/15 px-2 py-0.5 text-xs font-semibold text-warning">{t('badge')}</span>}
    >
      <p className="mb-3 text-xs text-muted">{t('note')}</p>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] md:items-start">
        <ProbableSheet lineup={away} side="away" name={names.away} timeZone={timeZone} className="md:col-start-2 md:row-start-1" />
        <div className="min-w-0 md:col-start-1 md:row-span-2 md:row-start-1">
          <Pitch home={home} away={away} label={t('pitch', { home: home?.team.name ?? names.home, away: away?.team.name ?? names.away })} />
        </div>
        <ProbableSheet lineup={home} side="home" name={names.home} timeZone={timeZone} className="md:col-start-2 md:row-start-2" />
      </div>
    </MatchSection>
  );
}

interface SheetProps {
  lineup: ProbableLineup | null;
  side: Side;
  name: string;
  timeZone: string;
  className?: string;
}

function ProbableSheet({ lineup, side, name, timeZone, className }: SheetProps) {
  const t = useTranslations('match.probable');
  const tLineups = useTranslations('match.lineups');
  if (!lineup) return <p className={cn('text-sm text-muted', className)}>{tLineups('noSquad', { team: name })}</p>;
  const { basedOn } = lineup;
  return (
    <div className={cn('flex min-w-0 flex-col gap-2 text-sm', className)} data-testid={`probable-${side}`}>
      <div className="flex items-center gap-2">
        <span aria-hidden className={cn('size-2.5 shrink-0 rounded-full', SIDE_COLOUR[side])} />
        <Crest src={lineup.team.logo} name={lineup.team.name} size={20} />
        <span className="min-w-0 flex-1 truncate font-semibold text-fg">{lineup.team.name}</span>
        <span className="shrink-0 rounded-md bg-surface-2 px-1.5 py-0.5 text-xs font-bold tabular-nums text-fg" data-testid="probable-formation">
          {lineup.formation}
        </span>
      </div>
      <p className="text-xs text-muted">
        {basedOn ? (
          <Link
            href={matchPath({ staticId: basedOn.staticId, leagueId: basedOn.league.id, home: basedOn.home, away: basedOn.away })}
            className="hover:text-accent"
          >
            {t('basedOn', { match: `${basedOn.home.name} – ${basedOn.away.name}`, date: formatInZone(basedOn.startTimestamp, timeZone, 'DD/MM/YYYY') })}
          </Link>
        ) : (
          t('fromSquad')
        )}
      </p>
      <div>
        <h3 className="mb-1 text-xs font-semibold uppercase text-muted">{t('starters', { team: lineup.team.name })}</h3>
        <BenchRows rows={lineup.pitch.map(({ player }) => ({ id: player.id, href: playerPath(player), name: player.name, lead: String(player.shirtNumber) }))} />
      </div>
    </div>
  );
}
