import { getTranslations } from 'next-intl/server';
import { BarChart3 } from 'lucide-react';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { MatchStatisticsData } from '@/lib/contract/football-match';
import { MATCH_STAT_KEYS, type MatchStatKey } from '@/lib/domain/match-statistics';
import { MatchSection } from './match-section';
import { SIDE_COLOUR } from './pitch';

/** Each side's share of a statistic, in percent of the pair (half each when both are 0). */
export function shares(home: number, away: number): [number, number] {
  const total = home + away;
  if (total === 0) return [50, 50];
  const h = Math.round((home / total) * 1000) / 10;
  return [h, Math.round((100 - h) * 10) / 10];
}

/** Possession, shots, shots on target, corners and fouls as two-sided bars. */
export async function Statistics({ stats }: { stats: MatchStatisticsData | null }) {
  const t = await getTranslations('match.statistics');
  return (
    <MatchSection id="statistics" title={t('title')} icon={<BarChart3 aria-hidden />} action={stats ? <span className="text-xs text-muted">{t('after', { minute: stats.minute })}</span> : null}>
      {stats ? (
        <ul className="flex flex-col gap-3" data-testid="match-statistics">
          {MATCH_STAT_KEYS.map((key) => (
            <Bar key={key} label={t(key)} statKey={key} home={stats.home[key]} away={stats.away[key]} />
          ))}
        </ul>
      ) : (
        <EmptyState title={t('emptyTitle')} description={t('emptyText')} />
      )}
    </MatchSection>
  );
}

function Bar({ label, statKey, home, away }: { label: string; statKey: MatchStatKey; home: number; away: number }) {
  const [h, a] = shares(home, away);
  const value = (n: number) => (statKey === 'possession' ? `${n}%` : String(n));
  return (
    <li data-stat={statKey}>
      <div className="mb-1 grid grid-cols-[3rem_1fr_3rem] items-baseline text-sm">
        <span className="font-bold tabular-nums text-fg">{value(home)}</span>
        <span className="text-center text-xs text-muted">{label}</span>
        <span className="text-right font-bold tabular-nums text-fg">{value(away)}</span>
      </div>
      <div aria-hidden className="flex h-2 gap-1">
        <div className="flex flex-1 justify-end overflow-hidden rounded-l-full bg-surface-2">
          <div className={`h-full rounded-l-full ${SIDE_COLOUR.home}`} style={{ width: `${h}%` }} />
        </div>
        <div className="flex-1 overflow-hidden rounded-r-full bg-surface-2">
          <div className={`h-full rounded-r-full ${SIDE_COLOUR.away}`} style={{ width: `${a}%` }} />
        </div>
      </div>
    </li>
  );
}
