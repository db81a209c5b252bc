import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { SquadPlayer } from '@/lib/contract/football-teams';
import { isPosition, POSITIONS, type Position } from '@/lib/domain/football-people';
import { playerPath } from '@/lib/domain/football-urls';
import { Link } from '@/lib/i18n/navigation';
import { Portrait } from './portrait';

type Group = Position | 'other';

function groupOf(players: readonly SquadPlayer[]): [Group, SquadPlayer[]][] {
  const groups = new Map<Group, SquadPlayer[]>();
  for (const p of players) {
    const key: Group = isPosition(p.position) ? p.position : 'other';
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...POSITIONS, 'other' as const].flatMap((g) => {
    const list = groups.get(g);
    return list ? [[g, list] as [Group, SquadPlayer[]]] : [];
  });
}

/** The squad by position: number, photo, name (to the player page), nationality and age. */
export function SquadList({ squad }: { squad: readonly SquadPlayer[] }) {
  const t = useTranslations('teams');
  if (squad.length === 0) return <EmptyState title={t('empty.squad')} className="py-6" />;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {groupOf(squad).map(([group, players]) => (
        <div key={group} className="overflow-hidden rounded-xl border border-border bg-surface">
          <h3 className="bg-surface-2 px-3 py-2 text-xs font-bold tracking-wide text-muted uppercase">{t(`positions.${group}`)}</h3>
          <ul className="divide-y divide-border" aria-label={t(`positions.${group}`)}>
            {players.map((p) => (
              <li key={p.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                <span className="w-6 text-center font-bold text-muted tabular-nums" title={t('squad.number')}>{p.shirtNumber}</span>
                <Portrait src={p.photo} size={28} />
                <Link href={playerPath(p)} className="min-w-0 flex-1 truncate font-medium text-fg hover:text-accent">
                  {p.name}
                </Link>
                <span className="hidden w-28 truncate text-xs text-muted sm:block" title={t('squad.nationality')}>{p.nationality}</span>
                <span className="w-14 text-right text-xs text-muted tabular-nums" title={t('squad.age')}>
                  {p.age === null ? '–' : t('info.ageValue', { age: p.age })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
