'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { Info, Scale } from 'lucide-react';
import { OddsMovement } from '@/components/football/odds-movement';
import { OddsSuspended } from '@/components/football/odds-suspended';
import { EmptyState } from '@/components/page-kit/empty-state';
import { oddsHistoryQuery } from '@/lib/api/queries/football-scores';
import { matchOddsQuery } from '@/lib/api/queries/room';
import type { HistoryPoint } from '@/lib/contract/football-scores';
import type { BookmakerOdds, RoomDetail } from '@/lib/contract/room';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { ODDS_SUSPENDED_REFRESH_MS } from '@/lib/domain/odds-movement';
import { openingPrices } from './odds-opening';
import { SectionError, SectionLoading } from './section-state';
import { formatLine } from './tip-pick';

const th = 'px-2 py-1.5 text-center text-[11px] font-semibold uppercase text-muted';
const td = 'px-2 py-2 text-center tabular-nums text-fg';

/** One bookmaker's nine cells: each price with its movement since `opening`, and the two lines. */
function PriceCells({ odds: b, opening }: { odds: BookmakerOdds; opening: HistoryPoint | undefined }) {
  const priced = (n: number | null, from: number | null | undefined) => <OddsMovement value={n} previous={from ?? null} />;
  return (
    <>
      <td className={td}>{priced(b.oneXTwo.home, opening?.home)}</td>
      <td className={td}>{priced(b.oneXTwo.draw, opening?.draw)}</td>
      <td className={td}>{priced(b.oneXTwo.away, opening?.away)}</td>
      <td className={`${td} text-muted`}>{formatLine(b.handicap.line, true)}</td>
      <td className={td}>{priced(b.handicap.home, opening?.ahHome)}</td>
      <td className={td}>{priced(b.handicap.away, opening?.ahAway)}</td>
      <td className={`${td} text-muted`}>{formatLine(b.overUnder.line, false)}</td>
      <td className={td}>{priced(b.overUnder.over, opening?.ouOver)}</td>
      <td className={td}>{priced(b.overUnder.under, opening?.ouUnder)}</td>
    </>
  );
}

/**
 * Prices per bookmaker for 1X2, handicap and over/under, each with its movement since the opening
 * price of the odds history (football); information only, with no links out. While the market is
 * suspended (a goal or a sending-off being checked) a lock stands in for every price.
 */
export function OddsTab({ room, timeZone }: { room: RoomDetail; timeZone: string }) {
  const t = useTranslations('liveroom.odds');
  const format = useFormatter();
  const odds = useQuery({ ...matchOddsQuery(room.match.fixtureId), refetchInterval: (q) => (q.state.data?.suspended ? ODDS_SUSPENDED_REFRESH_MS : false) });
  // Movement is extra: without history (other sports, or a failed call) the prices show alone.
  const history = useQuery({ ...oddsHistoryQuery(room.match.fixtureId), enabled: room.match.liveModeId === LIVE_MODE.football });
  const opening = openingPrices(history.data);
  if (odds.isPending) return <SectionLoading rows={4} />;
  if (odds.isError) return <SectionError onRetry={() => void odds.refetch()} />;
  const note = (
    <p className="flex items-start gap-2 text-xs text-muted">
      <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      {t('note')}
    </p>
  );
  if (odds.data.bookmakers.length === 0) {
    return (
      <div className="flex flex-col gap-3">
        <EmptyState icon={<Scale aria-hidden />} title={t('emptyTitle')} description={t('emptyText')} />
        {note}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-xl border border-border bg-surface">
        <table className="w-full min-w-[560px] text-sm">
          <thead className="border-b border-border bg-surface-2">
            <tr>
              <th scope="col" rowSpan={2} className={`${th} text-left`}>
                {t('bookmaker')}
              </th>
              <th scope="colgroup" colSpan={3} className={th}>{t('oneXTwo')}</th>
              <th scope="colgroup" colSpan={3} className={th}>{t('handicap')}</th>
              <th scope="colgroup" colSpan={3} className={th}>{t('overUnder')}</th>
            </tr>
            <tr>
              <th scope="col" className={th}>{t('home')}</th>
              <th scope="col" className={th}>{t('draw')}</th>
              <th scope="col" className={th}>{t('away')}</th>
              <th scope="col" className={th}>{t('line')}</th>
              <th scope="col" className={th}>{t('home')}</th>
              <th scope="col" className={th}>{t('away')}</th>
              <th scope="col" className={th}>{t('line')}</th>
              <th scope="col" className={th}>{t('over')}</th>
              <th scope="col" className={th}>{t('under')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {odds.data.bookmakers.map((b) => (
              <tr key={b.bookmaker}>
                <th scope="row" translate="no" className="px-3 py-2 text-left font-semibold text-fg">{b.bookmaker}</th>
                {odds.data.suspended ? (
                  <td colSpan={9} className={td}>
                    <OddsSuspended label={t('suspended')} />
                  </td>
                ) : (
                  <PriceCells odds={b} opening={opening.get(b.bookmaker)} />
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {note}
        <span className="text-xs text-muted">{t('updated', { time: format.dateTime(odds.data.updatedAt, { timeStyle: 'short', dateStyle: 'short', timeZone }) })}</span>
      </div>
    </div>
  );
}
