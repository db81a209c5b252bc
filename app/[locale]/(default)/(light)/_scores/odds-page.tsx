import { Info, Scale } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { DayStrip } from '@/components/schedule/day-strip';
import { OddsChartLegend } from '@/components/football/odds-chart';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/page-kit/empty-state';
import { oddsBoardQuery } from '@/lib/api/queries/football-scores';
import type { OddsBoardMatch } from '@/lib/contract/football-scores';
import { required } from '@/server/api/page-data';
import { serverQuery } from '@/server/api/server-query';
import { SCHEDULE_DAY_RANGE } from '@/lib/domain/day-tabs';
import { FOOTBALL_PATHS } from '@/lib/domain/football-urls';
import type { Locale } from '@/lib/domain/locale';
import { redirect } from '@/lib/i18n/navigation';
import { BookmakerSwitch } from '@/components/football/scores/bookmaker-switch';
import { dayRequest, type SearchParams } from '@/components/football/scores/day-request';
import { FavouriteTeamsScope } from '@/components/football/scores/favourite-mark';
import { FootballNav } from '@/components/football/scores/football-nav';
import { bookmakerIndex, oddsHref } from '@/components/football/scores/odds-href';
import { OddsLeague } from '@/components/football/scores/odds-league';
import { PageHeader } from '@/components/page-kit/page-header';

/** The odds board of a day: one bookmaker's opening and current prices per match, with movement and a chart. Information only. */
export async function OddsPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const path = FOOTBALL_PATHS.odds;
  const { timeZone, today, days, choice } = await dayRequest(SCHEDULE_DAY_RANGE, searchParams);
  if (!choice.ok && choice.reason === 'malformed') routeValidationNotFound(path);
  if (!choice.ok) return redirect({ href: path, locale });

  const [result, t] = await Promise.all([
    serverQuery(oddsBoardQuery({ date: choice.date, timezone: timeZone })),
    getTranslations({ locale, namespace: 'scores.odds' }),
  ]);
  const board = required(result, `odds board ${choice.date}`);
  const selected = bookmakerIndex(searchParams.bm, board.bookmakers.length);
  if (selected === null) routeValidationNotFound(path);
  const date = choice.date === today ? undefined : choice.date;
  const leagues = byLeague(board.matches);
  const bookmaker = board.bookmakers[selected] ?? '';

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-3 py-4 md:px-6">
      <FootballNav />
      <PageHeader title={t('title')} subtitle={t('intro')} />
      <p role="note" className="flex items-start gap-2 rounded-lg border border-border bg-surface-2 px-3 py-2 text-xs text-muted">
        <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
        <span>
          {t('note')} {t('legend')}
        </span>
      </p>
      <DayStrip path={path} days={days} today={today} selected={choice.date} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BookmakerSwitch bookmakers={board.bookmakers} selected={selected} hrefOf={(i) => oddsHref(date, i)} />
        <div className="flex items-center gap-2 text-[10px] text-muted">
          <span>{t('trend')}:</span>
          <OddsChartLegend labels={[t('home'), t('draw'), t('away')]} />
        </div>
      </div>
      {leagues.length === 0 ? (
        <EmptyState icon={<Scale aria-hidden />} title={t('emptyTitle')} description={t('emptyText')} />
      ) : (
        <div className="flex flex-col gap-3" data-testid="odds-board">
          <FavouriteTeamsScope>
            {leagues.map((l) => (
              <Card key={l.matches[0]?.match.league.id} className="overflow-hidden">
                <OddsLeague matches={l.matches} bookmaker={bookmaker} timeZone={timeZone} />
              </Card>
            ))}
          </FavouriteTeamsScope>
        </div>
      )}
    </div>
  );
}

/** The board comes in league order; consecutive matches of a league share a card. */
function byLeague(matches: readonly OddsBoardMatch[]): { matches: OddsBoardMatch[] }[] {
  const out: { matches: OddsBoardMatch[] }[] = [];
  for (const m of matches) {
    const last = out[out.length - 1];
    if (last && last.matches[0]?.match.league.id === m.match.league.id) last.matches.push(m);
    else out.push({ matches: [m] });
  }
  return out;
}
