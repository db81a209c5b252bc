import { useFormatter, useTranslations } from 'next-intl';
import { OddsMovement } from '@/components/football/odds-movement';
import { OddsSuspended } from '@/components/football/odds-suspended';
import type { Movement } from '@/lib/domain/odds-movement';

export interface MarketColumn {
  label: string;
  opening: number | null;
  current: number | null;
  movement: Movement;
}

const PRICE = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

interface MarketBlockProps {
  /** The market's name with its line, e.g. "Asian handicap -0.5". */
  title: string;
  columns: readonly MarketColumn[];
  /** The match is over: the last prices are the closing line, not live ones. */
  closed?: boolean;
  /** The live market is suspended: a lock stands in for the current prices. */
  suspended?: boolean;
}

/** One market of a bookmaker: the opening price over the current one (with its arrow) per outcome, or a lock while suspended. */
export function MarketBlock({ title, columns, closed = false, suspended = false }: MarketBlockProps) {
  const t = useTranslations('scores.odds');
  const format = useFormatter();
  const th = 'px-1.5 py-1 text-center text-[11px] font-semibold text-muted';
  return (
    <table className="w-full table-fixed text-sm">
      <caption className="pb-1 text-left text-xs font-semibold text-fg">{title}</caption>
      <thead>
        <tr>
          <th scope="col" className={`${th} w-14 text-left`}>
            <span className="sr-only">{t('line')}</span>
          </th>
          {columns.map((c) => (
            <th key={c.label} scope="col" className={th}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr className="text-muted">
          <th scope="row" className="py-0.5 text-left text-[11px] font-medium">{t('opening')}</th>
          {columns.map((c) => (
            <td key={c.label} className="text-center tabular-nums">
              {c.opening === null ? '–' : format.number(c.opening, PRICE)}
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row" className="py-0.5 text-left text-[11px] font-medium text-muted">{closed ? t('closing') : t('current')}</th>
          {suspended ? (
            <td colSpan={columns.length} className="text-center">
              <OddsSuspended label={t('suspended')} />
            </td>
          ) : (
            columns.map((c) => (
              <td key={c.label} className="text-center font-semibold">
                <OddsMovement value={c.current} movement={c.movement} previous={c.opening} />
              </td>
            ))
          )}
        </tr>
      </tbody>
    </table>
  );
}
