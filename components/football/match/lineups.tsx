import { getTranslations } from 'next-intl/server';
import { Shirt } from 'lucide-react';
import { Crest } from '@/components/home/crest';
import { eventMinute } from '@/components/live-room/event-label';
import { cn } from '@/components/ui/cn';
import type { TeamLineup } from '@/lib/contract/football-match';
import { managerPath, playerPath } from '@/lib/domain/football-urls';
import type { Side } from '@/lib/domain/match-events';
import { Link } from '@/lib/i18n/navigation';
import { MatchSection } from './match-section';
import { Pitch, SIDE_COLOUR } from './pitch';
import { BenchRows, SubstitutionRows } from './sheet-rows';

interface LineupsProps {
  home: TeamLineup | null;
  away: TeamLineup | null;
  names: Record<Side, string>;
}

/** The pitch with both XIs, then each side's manager, formation, substitutions and bench. */
export async function Lineups({ home, away, names }: LineupsProps) {
  const t = await getTranslations('match.lineups');
  return (
    <MatchSection id="lineups" title={t('title')} icon={<Shirt aria-hidden />}>
      {/* Phones: away above the pitch (they defend its top), home below; wider: the pitch beside both sheets. */}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] md:items-start">
        <TeamSheet lineup={away} side="away" name={names.away} className="md:col-start-2 md:row-start-1" />
        <div className="min-w-0 md:col-start-1 md:row-span-2 md:row-start-1">
          <Pitch home={home} away={away} />
        </div>
        <TeamSheet lineup={home} side="home" name={names.home} className="md:col-start-2 md:row-start-2" />
      </div>
    </MatchSection>
  );
}

async function TeamSheet({ lineup, side, name, className }: { lineup: TeamLineup | null; side: Side; name: string; className?: string }) {
  const t = await getTranslations('match.lineups');
  if (!lineup) return <p className={cn('text-sm text-muted', className)}>{t('noSquad', { team: name })}</p>;
  const subs = lineup.pitch.flatMap((s) => (s.replaced ? [{ on: s.player, ...s.replaced }] : [])).sort((a, b) => a.minute - b.minute || a.added - b.added);
  return (
    <div className={cn('flex min-w-0 flex-col gap-3 text-sm', className)} data-testid={`lineup-${side}`}>
      <div className="flex items-center gap-2">
        <span aria-hidden className={cn('size-2.5 shrink-0 rounded-full', SIDE_COLOUR[side])} />
        <Crest src={lineup.team.logo} name={lineup.team.name} size={20} />
        <span className="min-w-0 flex-1 truncate font-semibold text-fg">{lineup.team.name}</span>
        <span className="shrink-0 rounded-md bg-surface-2 px-1.5 py-0.5 text-xs font-bold tabular-nums text-fg">{lineup.formation}</span>
      </div>
      {lineup.manager ? (
        <p className="text-muted">
          {t('manager')}:{' '}
          <Link href={managerPath(lineup.manager)} className="font-medium text-fg hover:text-accent">
            {lineup.manager.name}
          </Link>
        </p>
      ) : null}
      <div>
        <h3 className="mb-1 text-xs font-semibold uppercase text-muted">{t('substitutions')}</h3>
        {subs.length === 0 ? (
          <p className="text-xs text-muted">{t('noSubstitutions')}</p>
        ) : (
          <SubstitutionRows rows={subs.map((s) => ({ id: s.on.id, href: playerPath(s.on), name: s.on.name, lead: eventMinute(s), off: s.player.name }))} />
        )}
      </div>
      <div>
        <h3 className="mb-1 text-xs font-semibold uppercase text-muted">{t('bench')}</h3>
        {lineup.bench.length === 0 ? (
          <p className="text-xs text-muted">{t('emptyBench')}</p>
        ) : (
          <BenchRows rows={lineup.bench.map((p) => ({ id: p.id, href: playerPath(p), name: p.name, lead: String(p.shirtNumber) }))} />
        )}
      </div>
    </div>
  );
}
