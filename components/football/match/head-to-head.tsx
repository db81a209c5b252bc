import { getTranslations } from 'next-intl/server';
import { History } from 'lucide-react';
import { Crest } from '@/components/home/crest';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { HeadToHeadData } from '@/lib/contract/football-match';
import { formatInZone } from '@/lib/format/date';
import { MatchSection } from './match-section';

/** The W/D/L record of the two sides, then the meetings themselves, newest first. */
export async function HeadToHead({ h2h, timeZone }: { h2h: HeadToHeadData; timeZone: string }) {
  const t = await getTranslations('match.h2h');
  const { home, away, meetings, summary } = h2h;
  const nameOf = (id: number) => (id === home.id ? home.name : away.name);
  return (
    <MatchSection id="h2h" title={t('title')} icon={<History aria-hidden />} action={meetings.length > 0 ? <span className="text-xs text-muted">{t('last', { count: meetings.length })}</span> : null}>
      {meetings.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <>
          <div className="mb-3 grid grid-cols-3 gap-2 text-center" data-testid="h2h-summary">
            <Tally value={summary.homeWins} label={t('wins', { team: home.name })} crest={<Crest src={home.logo} name={home.name} size={20} />} />
            <Tally value={summary.draws} label={t('draws')} />
            <Tally value={summary.awayWins} label={t('wins', { team: away.name })} crest={<Crest src={away.logo} name={away.name} size={20} />} />
          </div>
          <ul className="divide-y divide-border/60 text-sm" data-testid="h2h-meetings">
            {meetings.map((m) => {
              const winner = m.homeScore === m.awayScore ? null : m.homeScore > m.awayScore ? m.homeTeamId : m.awayTeamId;
              return (
                <li key={`${m.startTimestamp}-${m.homeTeamId}`} className="grid grid-cols-[5.5rem_1fr_auto_1fr] items-center gap-2 py-2">
                  <time dateTime={new Date(m.startTimestamp).toISOString()} className="text-xs tabular-nums text-muted">
                    {formatInZone(m.startTimestamp, timeZone, 'DD/MM/YYYY')}
                  </time>
                  <span className={cn('truncate text-right', winner === m.homeTeamId ? 'font-semibold text-fg' : 'text-muted')}>{nameOf(m.homeTeamId)}</span>
                  <span className="rounded-md bg-surface-2 px-2 py-0.5 text-xs font-bold tabular-nums text-fg">{`${m.homeScore} – ${m.awayScore}`}</span>
                  <span className={cn('truncate', winner === m.awayTeamId ? 'font-semibold text-fg' : 'text-muted')}>{nameOf(m.awayTeamId)}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </MatchSection>
  );
}

function Tally({ value, label, crest }: { value: number; label: string; crest?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-lg bg-surface-2 px-2 py-2">
      <span className="flex items-center gap-1.5 text-2xl font-bold tabular-nums text-fg">
        {crest}
        {value}
      </span>
      <span className="line-clamp-2 text-xs text-muted">{label}</span>
    </div>
  );
}
