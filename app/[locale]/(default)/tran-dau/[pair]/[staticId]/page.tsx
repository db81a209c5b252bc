import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HeadToHead } from '@/components/football/match/head-to-head';
import { Lineups } from '@/components/football/match/lineups';
import { LiveRooms } from '@/components/football/match/live-rooms';
import { MatchHeader } from '@/components/football/match/match-header';
import { MatchMessages } from '@/components/football/match/match-messages';
import { MatchOdds } from '@/components/football/match/match-odds';
import { parseMatchRoute } from '@/components/football/match/match-route';
import { MatchStandings } from '@/components/football/match/match-standings';
import { MatchTimeline } from '@/components/football/match/match-timeline';
import { MATCH_SECTIONS, SectionNav } from '@/components/football/match/section-nav';
import { Statistics } from '@/components/football/match/statistics';
import { COOKIES } from '@/lib/domain/constants';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/domain/locale';
import { resolveZone } from '@/lib/format/date';
import { loadSections } from '../../_match/load-sections';
import { findMatch, resolveMatch, type SearchParams } from '../../_match/resolve-match';

interface MatchPageProps {
  params: Promise<{ locale: string; pair: string; staticId: string }>;
  searchParams: Promise<SearchParams>;
}

async function localeOf(params: MatchPageProps['params']): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

export async function generateMetadata({ params, searchParams }: MatchPageProps): Promise<Metadata> {
  const locale = await localeOf(params);
  const { pair, staticId } = await params;
  const route = parseMatchRoute(decodeURIComponent(pair), staticId, (await searchParams).leagueId);
  const detail = route ? await findMatch(route.staticId, route.leagueId, locale) : null;
  if (!detail) return {};
  const t = await getTranslations({ locale, namespace: 'match.meta' });
  const { match } = detail;
  return { title: t('title', { home: match.home, away: match.away }), description: t('description', { home: match.home, away: match.away, league: match.league.name }) };
}

/** /tran-dau/{home}-vs-{away}/{staticId}?leagueId=: one football match, live while it runs. */
export default async function MatchPage({ params, searchParams }: MatchPageProps) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const { pair, staticId } = await params;
  const detail = await resolveMatch(locale, decodeURIComponent(pair), staticId, await searchParams);
  const timeZone = resolveZone((await cookies()).get(COOKIES.timezone)?.value);
  const s = await loadSections(detail, locale);
  const { match } = detail;
  const sections = MATCH_SECTIONS.filter((id) => (id === 'lineups' ? s.lineups : id === 'h2h' ? s.h2h : id === 'standings' ? s.standings?.rows.length : true));

  return (
    <MatchMessages>
      <div className="mx-auto flex max-w-6xl flex-col gap-3 py-3 md:gap-4 md:py-5" data-fixture={match.fixtureId}>
        <MatchHeader detail={detail} live={s.live} timeZone={timeZone} />
        <SectionNav sections={sections} />
        <div className="grid grid-cols-1 gap-3 md:gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-3 md:gap-4">
            <MatchTimeline events={s.events} status={s.live.status} />
            {s.lineups ? <Lineups home={s.lineups.home} away={s.lineups.away} names={{ home: match.home, away: match.away }} /> : null}
            <Statistics stats={s.statistics} />
            {s.h2h ? <HeadToHead h2h={s.h2h} timeZone={timeZone} /> : null}
            {s.standings && s.standings.rows.length > 0 ? <MatchStandings table={s.standings} teamIds={[match.localteam.id, match.visitorteam.id]} /> : null}
          </div>
          <aside className="flex min-w-0 flex-col gap-3 md:gap-4">
            <MatchOdds odds={s.odds} timeZone={timeZone} />
            <LiveRooms match={match} />
          </aside>
        </div>
      </div>
    </MatchMessages>
  );
}
