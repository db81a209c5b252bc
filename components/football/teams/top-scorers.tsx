import { useTranslations } from 'next-intl';
import { Crest } from '@/components/home/crest';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { TopScorer } from '@/lib/contract/football-teams';
import { playerPath, teamPath } from '@/lib/domain/football-urls';
import { Link } from '@/lib/i18n/navigation';
import { Portrait } from './portrait';

/** The competition's leading scorers: season goals plus those of recent matches. */
export function TopScorers({ scorers }: { scorers: readonly TopScorer[] }) {
  const t = useTranslations('teams');
  if (scorers.length === 0) return <EmptyState title={t('empty.scorers')} className="py-6" />;
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-surface">
      <table className="w-full text-sm tabular-nums" data-testid="top-scorers">
        <thead className="bg-surface-2 text-xs text-muted">
          <tr>
            <th scope="col" className="w-8 py-2 pl-3 text-center">#</th>
            <th scope="col" className="px-2 py-2 text-left">{t('scorers.player')}</th>
            <th scope="col" className="hidden px-2 py-2 text-left sm:table-cell">{t('scorers.team')}</th>
            <th scope="col" className="w-12 px-1 py-2 text-center" title={t('stats.assists')}>{t('scorers.assists')}</th>
            <th scope="col" className="hidden w-16 px-1 py-2 text-center sm:table-cell">{t('scorers.recent')}</th>
            <th scope="col" className="w-12 py-2 pr-3 text-center text-fg">{t('scorers.goals')}</th>
          </tr>
        </thead>
        <tbody>
          {scorers.map((s, i) => (
            <tr key={s.player.id} className="border-t border-border">
              <td className="py-2 pl-3 text-center text-muted">{i + 1}</td>
              <td className="max-w-0 px-2 py-2">
                <Link href={playerPath(s.player)} className="flex min-w-0 items-center gap-2 font-medium text-fg hover:text-accent">
                  <Portrait src={s.player.photo} size={24} />
                  <span className="truncate">{s.player.name}</span>
                </Link>
              </td>
              <td className="hidden max-w-0 px-2 py-2 sm:table-cell">
                <Link href={teamPath(s.team)} className="flex min-w-0 items-center gap-2 text-muted hover:text-accent">
                  <Crest src={s.team.logo} name={s.team.name} size={18} />
                  <span className="truncate">{s.team.name}</span>
                </Link>
              </td>
              <td className="px-1 py-2 text-center text-muted">{s.assists}</td>
              <td className="hidden px-1 py-2 text-center text-muted sm:table-cell">{s.windowGoals}</td>
              <td className="py-2 pr-3 text-center font-bold text-fg">{s.goals}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
