import { ChevronDown } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { OddsChart } from '@/components/football/odds-chart';
import { OddsSuspended } from '@/components/football/odds-suspended';
import { formatLine } from '@/components/live-room/tip-pick';
import type { BookmakerBoard, OddsBoardMatch } from '@/lib/contract/football-scores';
import { matchPath } from '@/lib/domain/football-urls';
import { matchStage } from '@/lib/domain/match-offer';
import { seriesMoved } from '@/lib/domain/odds-movement';
import { scoreStatusOf } from '@/lib/domain/score-status';
import { Link } from '@/lib/i18n/navigation';
import { FavouriteMark } from './favourite-mark';
import { MarketBlock } from './market-block';
import { StatusCell } from './status-cell';

interface OddsMatchCardProps {
  entry: OddsBoardMatch;
  book: BookmakerBoard;
  timeZone: string;
}

/**
 * One match on the odds board: kick-off, teams, the chosen bookmaker's three markets and a 1X2 price
 * chart (only when a price moved). A finished match shows its closing line, a suspended live market a
 * lock instead of its current prices. On a phone the markets
 * fold into one row that opens on a tap; from the small-tablet layout up they are always open.
 */
export function OddsMatchCard({ entry, book, timeZone }: OddsMatchCardProps) {
  const t = useTranslations('scores.odds');
  const tRow = useTranslations('scores.row');
  const format = useFormatter();
  const { match } = entry;
  const names = { home: match.home, away: match.away };
  const { opening: o, current: c, movement: m } = book;
  const line = (k: 'home' | 'draw' | 'away') => ({ key: k, label: t(k), points: book.series.flatMap((p) => (p[k] === null ? [] : [{ t: p.t, value: p[k] }])) });
  const lines = [line('home'), line('draw'), line('away')];
  const moved = lines.some((l) => seriesMoved(l.points.map((p) => p.value)));
  const closed = matchStage(match.status) === 'finished';
  return (
    <li data-fixture={match.fixtureId} className="flex flex-col gap-3 px-3 py-3 md:px-4">
      <div className="flex items-center gap-3">
        <div className="relative w-14 shrink-0">
          <FavouriteMark teams={[match.localteam.id, match.visitorteam.id]} label={tRow('favourite')} className="absolute -top-1 -left-1" />
          <StatusCell status={scoreStatusOf(match.status)} kickoff={match.startTimestamp} timeZone={timeZone} />
        </div>
        <Link
          href={matchPath({ staticId: match.staticId, leagueId: match.league.id, home: match.localteam, away: match.visitorteam })}
          className="min-w-0 flex-1 text-sm font-semibold text-fg hover:text-accent hover:underline"
        >
          <span className="block truncate">{match.home}</span>
          <span className="block truncate">{match.away}</span>
        </Link>
        {moved ? <OddsChart lines={lines} title={t('chart', names)} width={112} height={36} compact /> : null}
      </div>
      <details className="group sm:[&::details-content]:block sm:[&::details-content]:[content-visibility:visible]" data-testid="odds-markets">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md bg-surface-2 px-2 py-1.5 text-xs sm:hidden [&::-webkit-details-marker]:hidden">
          <span className="font-semibold text-fg">{t('oneXTwo')}</span>
          {entry.suspended ? (
            <OddsSuspended label={t('suspended')} className="flex-1 justify-end" />
          ) : (
            <span className="flex flex-1 justify-end gap-3 tabular-nums text-fg">
              {[c.home, c.draw, c.away].map((price, i) => (
                <span key={i}>{price === null ? '–' : format.number(price, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</span>
              ))}
            </span>
          )}
          <span className="sr-only">{t('showMarkets')}</span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-muted transition group-open:rotate-180" />
        </summary>
      <div className="grid gap-3 pt-2 sm:grid-cols-3 sm:pt-0">
        <MarketBlock
          title={t('oneXTwo')}
          columns={[
            { label: t('home'), opening: o.home, current: c.home, movement: m.home },
            { label: t('draw'), opening: o.draw, current: c.draw, movement: m.draw },
            { label: t('away'), opening: o.away, current: c.away, movement: m.away },
          ]}
          closed={closed}
          suspended={entry.suspended}
        />
        <MarketBlock
          title={`${t('handicap')} ${formatLine(c.ahLine, true)}`}
          columns={[
            { label: t('home'), opening: o.ahHome, current: c.ahHome, movement: m.ahHome },
            { label: t('away'), opening: o.ahAway, current: c.ahAway, movement: m.ahAway },
          ]}
          closed={closed}
          suspended={entry.suspended}
        />
        <MarketBlock
          title={`${t('overUnder')} ${formatLine(c.ouLine, false)}`}
          columns={[
            { label: t('over'), opening: o.ouOver, current: c.ouOver, movement: m.ouOver },
            { label: t('under'), opening: o.ouUnder, current: c.ouUnder, movement: m.ouUnder },
          ]}
          closed={closed}
          suspended={entry.suspended}
        />
      </div>
      </details>
    </li>
  );
}
