import type { Metadata } from 'next';
import { NewsAbout } from '../../../../_news/latest-news';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MatchHeader } from '@/components/football/match/match-header';
import { MatchMessages } from '@/components/football/match/match-messages';
import { parseMatchRoute } from '@/components/football/match/match-route';
import { MATCH_TAB_PARAM, matchTabFrom } from '@/components/football/match/match-tabs';
import { TabNav } from '@/components/football/match/tab-nav';
import { JsonLdScript } from '@/components/seo/json-ld';
import { BRAND_NAME } from '@/components/layout/brand';
import { FOOTBALL_PATHS, leaguePath, matchPath, teamPath } from '@/lib/domain/football-urls';
import { localeOf, viewerZone } from '@/lib/page-kit/context';
import { pageUrls } from '@/lib/seo/page-urls';
import { breadcrumbLd, sportsEventLd } from '@/lib/seo/structured-data';
import { matchLiveQuery } from '@/lib/api/queries/football-match';
import { required } from '@/server/api/page-data';
import { serverQuery } from '@/server/api/server-query';
import { findMatch, resolveMatch, type SearchParams } from '../../_match/resolve-match';
import { TabContent } from '../../_match/tab-content';

interface MatchPageProps {
  params: Promise<{ locale: string; pair: string; staticId: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: MatchPageProps): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const { pair, staticId } = await params;
  const route = parseMatchRoute(decodeURIComponent(pair), staticId, (await searchParams).leagueId);
  const detail = route ? await findMatch(route.staticId, route.leagueId) : null;
  if (!detail) return {};
  const t = await getTranslations({ locale, namespace: 'match.meta' });
  const { match } = detail;
  return { title: t('title', { home: match.home, away: match.away }), description: t('description', { home: match.home, away: match.away, league: match.league.name }) };
}

/** /tran-dau/{home}-vs-{away}/{staticId}?leagueId=: one football match, its score live while it runs. */
export default async function MatchPage({ params, searchParams }: MatchPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const { pair, staticId } = await params;
  const search = await searchParams;
  const tab = matchTabFrom(search[MATCH_TAB_PARAM]);
  const detail = await resolveMatch(locale, decodeURIComponent(pair), staticId, search, tab);
  const { match } = detail;
  const [liveResult, timeZone, t, modes, urls] = await Promise.all([
    serverQuery(matchLiveQuery(match.fixtureId, match.startTimestamp)),
    viewerZone(),
    getTranslations('match'),
    getTranslations({ locale, namespace: 'liveModes' }),
    pageUrls(locale),
  ]);
  // The header's scoreboard starts from this answer and polls the same query while the match runs.
  const live = required(liveResult, `match ${match.fixtureId} live state`);
  const href = matchPath({ staticId: match.staticId, leagueId: match.league.id, home: match.localteam, away: match.visitorteam });
  const team = (side: typeof match.localteam) => ({ name: side.name, url: urls.page(teamPath(side)), logo: urls.file(side.logo) });
  const structuredData = [
    sportsEventLd({
      match,
      url: urls.page(href),
      sport: modes('football'),
      home: team(match.localteam),
      away: team(match.visitorteam),
      league: { name: match.league.name, url: urls.page(leaguePath(match.league)) },
      venue: detail.venue,
    }),
    breadcrumbLd([
      { name: BRAND_NAME, url: urls.page('/') },
      { name: modes('football'), url: urls.page(FOOTBALL_PATHS.results) },
      { name: match.league.name, url: urls.page(leaguePath(match.league)) },
      { name: `${match.home} – ${match.away}`, url: urls.page(href) },
    ]),
  ];

  return (
    <MatchMessages>
      <JsonLdScript data={structuredData} />
      <div className="mx-auto flex max-w-6xl flex-col gap-3 py-3 md:gap-4 md:py-5" data-fixture={match.fixtureId} data-tab={tab}>
        <MatchHeader detail={detail} live={live} timeZone={timeZone} />
        <TabNav matchHref={href} active={tab} />
        <TabContent tab={tab} detail={detail} live={live} matchHref={href} timeZone={timeZone} emptyText={t('emptyTab')} />
        <NewsAbout kind="match" id={match.fixtureId} name={`${match.home} – ${match.away}`} />
      </div>
    </MatchMessages>
  );
}
