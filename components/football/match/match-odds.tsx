import { getFormatter, getTranslations } from 'next-intl/server';
import { Info, Scale } from 'lucide-react';
import { OddsChart } from '@/components/football/odds-chart';
import { OddsMovement } from '@/components/football/odds-movement';
import { formatLine } from '@/components/live-room/tip-pick';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { BookmakerBoard } from '@/lib/contract/football-scores';
import { MatchSection } from './match-section';

interface MatchOddsProps {
  odds: { updatedAt: number; bookmakers: BookmakerBoard[] } | null;
  timeZone: string;
}

/** Each bookmaker's current prices with their movement since opening, and a 1X2 price chart; information only, no links out. */
export async function MatchOdds({ odds, timeZone }: MatchOddsProps) {
  const t = await getTranslations('liveroom.odds');
  const tMatch = await getTranslations('match.odds');
  const format = await getFormatter();
  return (
    <MatchSection id="odds" title={tMatch('title')} icon={<Scale aria-hidden />}>
      {!odds || odds.bookmakers.length === 0 ? (
        <EmptyState title={t('emptyTitle')} description={t('emptyText')} />
      ) : (
        <ul className="flex flex-col gap-2" data-testid="match-odds">
          {odds.bookmakers.map((b) => (
            <li key={b.bookmaker} className="rounded-lg border border-border p-2">
              <div className="mb-1.5 flex items-center justify-between gap-2">
                <span translate="no" className="text-sm font-semibold text-fg">{b.bookmaker}</span>
                <OddsChart
                  compact
                  width={96}
                  height={24}
                  title={tMatch('chart', { bookmaker: b.bookmaker })}
                  lines={(['home', 'draw', 'away'] as const).map((k) => ({
                    key: k,
                    label: t(k),
                    points: b.series.flatMap((p) => (p[k] === null ? [] : [{ t: p.t, value: p[k] }])),
                  }))}
                />
              </div>
              <div className="grid grid-cols-[1.3fr_1fr_1fr] gap-1 text-center text-xs">
                <Market title={t('oneXTwo')}>
                  <OddsMovement value={b.current.home} previous={b.opening.home} movement={b.movement.home} />
                  <OddsMovement value={b.current.draw} previous={b.opening.draw} movement={b.movement.draw} />
                  <OddsMovement value={b.current.away} previous={b.opening.away} movement={b.movement.away} />
                </Market>
                <Market title={`${t('handicap')} ${formatLine(b.current.ahLine, true)}`}>
                  <OddsMovement value={b.current.ahHome} previous={b.opening.ahHome} movement={b.movement.ahHome} />
                  <OddsMovement value={b.current.ahAway} previous={b.opening.ahAway} movement={b.movement.ahAway} />
                </Market>
                <Market title={`${t('overUnder')} ${formatLine(b.current.ouLine, false)}`}>
                  <OddsMovement value={b.current.ouOver} previous={b.opening.ouOver} movement={b.movement.ouOver} />
                  <OddsMovement value={b.current.ouUnder} previous={b.opening.ouUnder} movement={b.movement.ouUnder} />
                </Market>
              </div>
            </li>
          ))}
        </ul>
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

function Market({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-md bg-surface-2 px-1 py-1">
      <span className="truncate text-[10px] font-semibold uppercase text-muted">{title}</span>
      <div className="flex flex-wrap justify-center gap-x-1.5">{children}</div>
    </div>
  );
}
