import { useTranslations } from 'next-intl';
import { OddsChart } from '@/components/football/odds-chart';
import { formatLine } from '@/components/live-room/tip-pick';
import type { BookmakerBoard, OddsBoardMatch } from '@/lib/contract/football-scores';
import { matchPath } from '@/lib/domain/football-urls';
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

/** One match on the odds board: kick-off, teams, the chosen bookmaker's three markets and a 1X2 price chart. */
export function OddsMatchCard({ entry, book, timeZone }: OddsMatchCardProps) {
  const t = useTranslations('scores.odds');
  const tRow = useTranslations('scores.row');
  const { match } = entry;
  const names = { home: match.home, away: match.away };
  const { opening: o, current: c, movement: m } = book;
  const line = (k: 'home' | 'draw' | 'away') => ({ key: k, label: t(k), points: book.series.flatMap((p) => (p[k] === null ? [] : [{ t: p.t, value: p[k] }])) });
  return (
    <li data-fixture={match.fixtureId} className="flex flex-col gap-3 px-3 py-3 md:px-4">
      <div className="flex items-center gap-3">
        <div className="relative w-14 shrink-0">
          <FavouriteMark teams={[match.localteam.id, match.visitorteam.id]} label={tRow('favourite')} className="absolute -top-1 -left-1" />
          <StatusCell status={scoreStatusOf(match.status)} kickoff={match.startTimestamp} timeZone={timeZone} />
        </div>
        <Link
          href={matchPath({ staticId: match.staticId, leagueId: match.league.id, home: match.localteam, away: match.visitorteam })}
          prefetch={false}
          className="min-w-0 flex-1 text-sm font-semibold text-fg hover:text-accent hover:underline"
        >
          <span className="block truncate">{match.home}</span>
          <span className="block truncate">{match.away}</span>
        </Link>
        <OddsChart lines={[line('home'), line('draw'), line('away')]} title={t('chart', names)} width={112} height={36} compact />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <MarketBlock
          title={t('oneXTwo')}
          columns={[
            { label: t('home'), opening: o.home, current: c.home, movement: m.home },
            { label: t('draw'), opening: o.draw, current: c.draw, movement: m.draw },
            { label: t('away'), opening: o.away, current: c.away, movement: m.away },
          ]}
        />
        <MarketBlock
          title={`${t('handicap')} ${formatLine(c.ahLine, true)}`}
          columns={[
            { label: t('home'), opening: o.ahHome, current: c.ahHome, movement: m.ahHome },
            { label: t('away'), opening: o.ahAway, current: c.ahAway, movement: m.ahAway },
          ]}
        />
        <MarketBlock
          title={`${t('overUnder')} ${formatLine(c.ouLine, false)}`}
          columns={[
            { label: t('over'), opening: o.ouOver, current: c.ouOver, movement: m.ouOver },
            { label: t('under'), opening: o.ouUnder, current: c.ouUnder, movement: m.ouUnder },
          ]}
        />
      </div>
    </li>
  );
}
