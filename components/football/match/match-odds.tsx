import { getFormatter, getTranslations } from 'next-intl/server';
import { Info, Scale } from 'lucide-react';
import { formatLine } from '@/components/live-room/tip-pick';
import { EmptyState } from '@/components/ui/empty-state';
import type { BookmakerOdds } from '@/lib/contract/room';
import { MatchSection } from './match-section';

interface MatchOddsProps {
  odds: { updatedAt: number; bookmakers: BookmakerOdds[] } | null;
  timeZone: string;
}

/** Each bookmaker's 1X2, handicap and over/under prices; information only, no links out. */
export async function MatchOdds({ odds, timeZone }: MatchOddsProps) {
  const t = await getTranslations('liveroom.odds');
  const tMatch = await getTranslations('match.odds');
  const format = await getFormatter();
  const price = (n: number | null) => (n === null ? '–' : format.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  const th = 'px-1.5 py-1.5 text-center text-[11px] font-semibold uppercase text-muted';
  const td = 'px-1.5 py-2 text-center tabular-nums';
  return (
    <MatchSection id="odds" title={tMatch('title')} icon={<Scale aria-hidden />}>
      {!odds || odds.bookmakers.length === 0 ? (
        <EmptyState title={t('emptyTitle')} description={t('emptyText')} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-sm" data-testid="match-odds">
            <thead className="bg-surface-2">
              <tr>
                <th scope="col" className={`${th} text-left`}>{t('bookmaker')}</th>
                <th scope="col" className={th}>{t('home')}</th>
                <th scope="col" className={th}>{t('draw')}</th>
                <th scope="col" className={th}>{t('away')}</th>
                <th scope="col" className={th}>{t('handicap')}</th>
                <th scope="col" className={th}>{t('overUnder')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {odds.bookmakers.map((b) => (
                <tr key={b.bookmaker}>
                  <th scope="row" className="px-2 py-2 text-left text-xs font-semibold">{b.bookmaker}</th>
                  <td className={td}>{price(b.oneXTwo.home)}</td>
                  <td className={td}>{price(b.oneXTwo.draw)}</td>
                  <td className={td}>{price(b.oneXTwo.away)}</td>
                  <td className={`${td} text-xs`}>
                    <span className="block text-muted">{formatLine(b.handicap.line, true)}</span>
                    {price(b.handicap.home)} / {price(b.handicap.away)}
                  </td>
                  <td className={`${td} text-xs`}>
                    <span className="block text-muted">{formatLine(b.overUnder.line, false)}</span>
                    {price(b.overUnder.over)} / {price(b.overUnder.under)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-2 flex flex-col gap-1 text-xs text-muted">
        <p className="flex items-start gap-1.5">
          <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          {t('note')}
        </p>
        {odds ? <span>{t('updated', { time: format.dateTime(odds.updatedAt, { timeStyle: 'short', dateStyle: 'short', timeZone }) })}</span> : null}
      </div>
    </MatchSection>
  );
}
