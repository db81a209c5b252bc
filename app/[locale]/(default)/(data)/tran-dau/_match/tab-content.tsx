import { HeadToHead } from '@/components/football/match/head-to-head';
import { Lineups } from '@/components/football/match/lineups';
import { LiveRooms } from '@/components/football/match/live-rooms';
import { MatchOdds } from '@/components/football/match/match-odds';
import { MatchStandings } from '@/components/football/match/match-standings';
import type { MatchTab } from '@/components/football/match/match-tabs';
import { MatchTimeline } from '@/components/football/match/match-timeline';
import { Statistics } from '@/components/football/match/statistics';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { MatchDetail, MatchLive } from '@/lib/contract/football-match';
import type { Locale } from '@/lib/domain/locale';
import { getDb } from '@/server/db/client';
import { footballHeadToHead } from '@/server/services/match-h2h';
import { matchEvents } from '@/server/services/match-events';
import { footballLineups } from '@/server/services/match-lineups';
import { matchOddsBoards } from '@/server/services/match-odds';
import { footballStatistics } from '@/server/services/match-stats';
import { standingsTable } from '@/server/services/standings';

interface TabContentProps {
  tab: MatchTab;
  detail: MatchDetail;
  live: MatchLive;
  locale: Locale;
  timeZone: string;
  /** Shown when the tab has nothing for this match (no squads, no league table). */
  emptyText: string;
}

/** The open tab's section: only its own data is read and rendered. */
export async function TabContent({ tab, detail, live, locale, timeZone, emptyText }: TabContentProps) {
  const db = await getDb();
  const ctx = { locale };
  const { match } = detail;
  const q = { fixtureId: match.fixtureId };
  switch (tab) {
    case 'overview':
      return (
        <div className="grid grid-cols-1 gap-3 md:gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <MatchTimeline events={await matchEvents(db, q, ctx)} status={live.status} />
          <LiveRooms match={match} />
        </div>
      );
    case 'lineups': {
      const { home, away } = await footballLineups(db, q, ctx);
      return home || away ? <Lineups home={home} away={away} names={{ home: match.home, away: match.away }} /> : <EmptyState title={emptyText} />;
    }
    case 'statistics':
      return <Statistics stats={await footballStatistics(db, q, ctx)} />;
    case 'h2h':
      return <HeadToHead h2h={await footballHeadToHead(db, q, ctx)} timeZone={timeZone} />;
    case 'standings': {
      const table = await standingsTable(db, { leagueId: match.league.id }, ctx);
      return table.rows.length > 0 ? <MatchStandings table={table} teamIds={[match.localteam.id, match.visitorteam.id]} /> : <EmptyState title={emptyText} />;
    }
    case 'odds':
      return <MatchOdds odds={await matchOddsBoards(db, match.fixtureId, ctx)} timeZone={timeZone} />;
  }
}
