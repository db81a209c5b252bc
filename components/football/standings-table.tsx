import { useTranslations } from 'next-intl';
import { Crest } from '@/components/home/crest';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { LeagueTable, StandingRowData } from '@/lib/contract/football';
import { teamPath } from '@/lib/domain/football-urls';
import { Link } from '@/lib/i18n/navigation';
import { FormPills } from './form-pills';

export interface StandingsTableProps {
  table: LeagueTable;
  /** Team ids to mark, e.g. the team whose page this is or both sides of a match. */
  highlight?: readonly number[];
  /** Only position, team, played, goal difference and points, for side columns. */
  compact?: boolean;
  className?: string;
}

type Column = 'played' | 'won' | 'drawn' | 'lost' | 'goalsFor' | 'goalsAgainst' | 'goalDifference' | 'points';

/** Which columns give way on narrow screens: the record first, then goals, then form. */
const COLUMNS: readonly { key: Column; show: string }[] = [
  { key: 'played', show: '' },
  { key: 'won', show: 'hidden sm:table-cell' },
  { key: 'drawn', show: 'hidden sm:table-cell' },
  { key: 'lost', show: 'hidden sm:table-cell' },
  { key: 'goalsFor', show: 'hidden md:table-cell' },
  { key: 'goalsAgainst', show: 'hidden md:table-cell' },
  { key: 'goalDifference', show: '' },
  { key: 'points', show: '' },
];
const COMPACT_COLUMNS = new Set<Column>(['played', 'goalDifference', 'points']);
const FORM_SHOW = 'hidden lg:table-cell';

function cell(row: StandingRowData, key: Column): string {
  const value = row[key];
  return key === 'goalDifference' && value > 0 ? `+${value}` : String(value);
}

/** A league table: position, team, record, goals, points and form; rows link to the teams. */
export function StandingsTable({ table, highlight = [], compact = false, className }: StandingsTableProps) {
  const t = useTranslations('common.standings');
  if (table.rows.length === 0) return <EmptyState title={t('empty')} className={className} />;
  const columns = compact ? COLUMNS.filter((c) => COMPACT_COLUMNS.has(c.key)) : COLUMNS;
  const marked = new Set(highlight);

  return (
    <div className={cn('overflow-hidden rounded-xl border border-border bg-surface', className)}>
      <table className="w-full border-collapse text-sm tabular-nums" data-testid="standings-table">
        <caption className="sr-only">{t('caption', { league: table.league.name })}</caption>
        <thead className="bg-surface-2 text-xs font-semibold text-muted">
          <tr>
            <th scope="col" className="w-8 py-2 pl-3 text-center">
              <abbr title={t('position.long')} className="no-underline">{t('position.short')}</abbr>
            </th>
            <th scope="col" className="px-2 py-2 text-left">{t('team.short')}</th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cn('w-9 px-1 py-2 text-center', c.show, c.key === 'points' && 'pr-3 text-fg')}>
                <abbr title={t(`${c.key}.long`)} className="no-underline">{t(`${c.key}.short`)}</abbr>
              </th>
            ))}
            {compact ? null : (
              <th scope="col" className={cn('py-2 pr-3 text-left', FORM_SHOW)}>
                <abbr title={t('form.long')} className="no-underline">{t('form.short')}</abbr>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="[&_td]:py-2">
          {table.rows.map((row) => {
            const focus = marked.has(row.team.id);
            return (
              <tr
                key={row.team.id}
                data-team={row.team.id}
                aria-current={focus ? 'true' : undefined}
                className={cn('border-t border-border', focus ? 'bg-accent/10 font-semibold' : 'hover:bg-surface-2/60')}
              >
                <td className={cn('border-l-2 pl-3 text-center text-muted', focus ? 'border-l-accent text-accent' : 'border-l-transparent')}>
                  {row.position}
                </td>
                <td className="max-w-0 px-2">
                  <Link href={teamPath(row.team)} className="flex min-w-0 items-center gap-2 text-fg hover:text-accent">
                    <Crest src={row.team.logo} name={row.team.name} size={20} />
                    <span className="truncate">{row.team.name}</span>
                    {focus ? <span className="sr-only">{` (${t('highlighted')})`}</span> : null}
                  </Link>
                </td>
                {columns.map((c) => (
                  <td key={c.key} className={cn('px-1 text-center', c.show, c.key === 'points' ? 'pr-3 font-bold text-fg' : 'text-muted')}>
                    {cell(row, c.key)}
                  </td>
                ))}
                {compact ? null : (
                  <td className={cn('pr-3', FORM_SHOW)}>
                    <FormPills form={row.form} label={t('form.long')} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
