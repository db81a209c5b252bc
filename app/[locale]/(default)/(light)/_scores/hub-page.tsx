import { getTranslations } from 'next-intl/server';
import { footballDayQuery, footballLeaguesQuery } from '@/lib/api/queries/football-scores';
import type { LeagueDay } from '@/lib/contract/football-scores';
import { required } from '@/server/api/page-data';
import { serverQuery } from '@/server/api/server-query';
import type { Match } from '@/lib/contract/schedule';
import { SCHEDULE_DAY_RANGE } from '@/lib/domain/day-tabs';
import type { Locale } from '@/lib/domain/locale';
import { isLive } from '@/lib/domain/match-status';
import { dayRequest } from '@/components/football/scores/day-request';
import { FavouriteTeamsScope } from '@/components/football/scores/favourite-mark';
import { FootballNav } from '@/components/football/scores/football-nav';
import { HubLeagues, HubMatchList, HubQuickLinks } from '@/components/football/scores/hub-sections';
import { LiveRefresh } from '@/components/football/scores/live-refresh';
import { PageHeader } from '@/components/page-kit/page-header';

/** How many of today's matches from the top leagues the hub features. */
export const BIG_MATCHES_MAX = 8;

/** Today's not-live matches of the most important leagues, in league order. */
export function bigMatches(leagues: readonly LeagueDay[], max = BIG_MATCHES_MAX): Match[] {
  return leagues.flatMap((l) => l.matches.filter((m) => !isLive(m.status))).slice(0, max);
}

/** The match information hub: live football, today's big matches, quick links and the leagues. */
export async function HubPage({ locale }: { locale: Locale }) {
  const { timeZone, today } = await dayRequest(SCHEDULE_DAY_RANGE, {});
  const [dayResult, leaguesResult, t] = await Promise.all([
    serverQuery(footballDayQuery({ date: today, timezone: timeZone })),
    serverQuery(footballLeaguesQuery()),
    getTranslations({ locale, namespace: 'scores.hub' }),
  ]);
  const day = required(dayResult, `football day ${today}`);
  const leagues = required(leaguesResult, 'football leagues');
  const live = day.leagues.flatMap((l) => l.matches.filter((m) => isLive(m.status)));

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-3 py-4 md:px-6">
      {live.length > 0 ? <LiveRefresh /> : null}
      <FootballNav />
      <PageHeader title={t('title')} subtitle={t('intro')} />
      <FavouriteTeamsScope>
        <HubMatchList id="hub-live" title={t('liveNow')} empty={t('liveEmpty')} matches={live} timeZone={timeZone} />
        <HubMatchList id="hub-big" title={t('bigMatches')} empty={t('bigEmpty')} matches={bigMatches(day.leagues)} timeZone={timeZone} />
      </FavouriteTeamsScope>
      <HubQuickLinks />
      <HubLeagues leagues={leagues} />
    </div>
  );
}
