'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { Info, Scale } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { matchOddsQuery } from '@/lib/api/queries/room';
import type { RoomDetail } from '@/lib/contract/room';
import { SectionError, SectionLoading } from './section-state';
import { formatLine } from './tip-pick';

/** Prices per bookmaker for 1X2, handicap and over/under; information only, with no links out. */
export function OddsTab({ room, timeZone }: { room: RoomDetail; timeZone: string }) {
  const t = useTranslations('liveroom.odds');
  const format = useFormatter();
  const odds = useQuery(matchOddsQuery(room.match.fixtureId));
  if (odds.isPending) return <SectionLoading rows={4} />;
  if (odds.isError) return <SectionError onRetry={() => void odds.refetch()} />;
  const price = (n: number | null) => (n === null ? '–' : format.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
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
  const th = 'px-2 py-1.5 text-center text-[11px] font-semibold uppercase text-muted';
  const td = 'px-2 py-2 text-center tabular-nums text-fg';
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
                <th scope="row" className="px-3 py-2 text-left font-semibold text-fg">{b.bookmaker}</th>
                <td className={td}>{price(b.oneXTwo.home)}</td>
                <td className={td}>{price(b.oneXTwo.draw)}</td>
                <td className={td}>{price(b.oneXTwo.away)}</td>
                <td className={`${td} text-muted`}>{formatLine(b.handicap.line, true)}</td>
                <td className={td}>{price(b.handicap.home)}</td>
                <td className={td}>{price(b.handicap.away)}</td>
                <td className={`${td} text-muted`}>{formatLine(b.overUnder.line, false)}</td>
                <td className={td}>{price(b.overUnder.over)}</td>
                <td className={td}>{price(b.overUnder.under)}</td>
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
