import { FormAndOdds } from '@/components/football/match/form-and-odds';
import { HeadToHead } from '@/components/football/match/head-to-head';
import { Lineups } from '@/components/football/match/lineups';
import { LiveRooms } from '@/components/football/match/live-rooms';
import { MatchOdds } from '@/components/football/match/match-odds';
import { MatchStandings } from '@/components/football/match/match-standings';
import type { MatchTab } from '@/components/football/match/match-tabs';
import { MatchTimeline } from '@/components/football/match/match-timeline';
import { ProbableLineups } from '@/components/football/match/probable-lineups';
import { Statistics } from '@/components/football/match/statistics';
import { EmptyState } from '@/components/page-kit/empty-state';
import { matchHeadToHeadQuery, matchLineupsQuery, matchOddsBoardsQuery, matchProbableLineupsQuery, matchStatisticsQuery } from '@/lib/api/queries/football-match';
import { standingsQuery } from '@/lib/api/queries/football-teams';
import { matchAnalysisQuery, matchEventsQuery } from '@/lib/api/queries/room';
import type { MatchDetail, MatchLive } from '@/lib/contract/football-match';
import { matchOffer, matchStage } from '@/lib/domain/match-offer';
import { required } from '@/server/api/page-data';
import { serverQuery } from '@/server/api/server-query';
import { highlightMoments } from './highlight-moments';

interface TabContentProps {
  tab: MatchTab;
  detail: MatchDetail;
  live: MatchLive;
  /** The match page's own path, for links between its tabs. */
  matchHref: string;
  timeZone: string;
  /** Shown when the tab has nothing for this match (no squads, no league table). */
  emptyText: string;
}

/** The open tab's section: only its own data is read and rendered; a failure is the page's error view. */
export async function TabContent({ tab, detail, live, matchHref, timeZone, emptyText }: TabContentProps) {
  const { match } = detail;
  const id = match.fixtureId;
  const what = `match ${id} ${tab}`;
  switch (tab) {
    case 'overview': {
      const offer = matchOffer(live.status);
      // Before kick-off there is no timeline yet: what exists already (the meetings so far, the table) previews the match.
      const main =
        matchStage(live.status) === 'upcoming' ? (
          <MatchPreview detail={detail} matchHref={matchHref} timeZone={timeZone} />
        ) : (
          <MatchTimeline
            events={required(await serverQuery(matchEventsQuery(id)), what)}
            status={live.status}
            teams={{ home: match.home, away: match.away }}
            moments={matchStage(live.status) === 'finished' ? await highlightMoments(id) : null}
          />
        );
      // Rooms are offered while the match runs (to watch) and before it (to book); after it, the main column has the page.
      if (!offer.watch && !offer.book) return main;
      return (
        <div className="grid grid-cols-1 gap-3 md:gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          {main}
          <LiveRooms match={match} offer={offer} />
        </div>
      );
    }
    case 'lineups': {
      const { home, away } = required(await serverQuery(matchLineupsQuery(id)), what);
      return home || away ? <Lineups home={home} away={away} names={{ home: match.home, away: match.away }} /> : <EmptyState title={emptyText} />;
    }
    case 'statistics':
      return <Statistics stats={required(await serverQuery(matchStatisticsQuery(id)), what)} />;
    case 'h2h':
      return <HeadToHead h2h={required(await serverQuery(matchHeadToHeadQuery(id)), what)} timeZone={timeZone} />;
    case 'standings': {
      const table = required(await serverQuery(standingsQuery(match.league.id)), what);
      return table.rows.length > 0 ? <MatchStandings table={table} teamIds={[match.localteam.id, match.visitorteam.id]} /> : <EmptyState title={emptyText} />;
    }
    case 'odds':
      return <MatchOdds odds={required(await serverQuery(matchOddsBoardsQuery(id)), what)} timeZone={timeZone} />;
  }
}

/**
 * An upcoming match's overview: the sides' form and the prices now, their earlier meetings, the XIs
 * they are expected to field and where they stand in the league.
 */
async function MatchPreview({ detail, matchHref, timeZone }: { detail: MatchDetail; matchHref: string; timeZone: string }) {
  const { match } = detail;
  const what = `match ${match.fixtureId} preview`;
  const [h2h, table, probable, analysis, odds] = await Promise.all([
    serverQuery(matchHeadToHeadQuery(match.fixtureId)),
    serverQuery(standingsQuery(match.league.id)),
    serverQuery(matchProbableLineupsQuery(match.fixtureId)),
    serverQuery(matchAnalysisQuery(match.fixtureId)),
    serverQuery(matchOddsBoardsQuery(match.fixtureId)),
  ]);
  const meetings = required(h2h, what);
  const standings = required(table, what);
  const { homeForm, awayForm } = required(analysis, what);
  // The table's form reaches back into the season; our own results only cover the feed's window.
  const row = (teamId: number) => standings.rows.find((r) => r.team.id === teamId);
  const standing = { home: row(match.localteam.id), away: row(match.visitorteam.id) };
  const form = { home: standing.home?.form ?? homeForm.map((f) => f.letter), away: standing.away?.form ?? awayForm.map((f) => f.letter) };
  return (
    <div className="flex min-w-0 flex-col gap-3 md:gap-4" data-testid="match-preview">
      <FormAndOdds match={match} matchHref={matchHref} form={form} standing={standing} odds={required(odds, what)} />
      <HeadToHead h2h={meetings} timeZone={timeZone} />
      <ProbableLineups lineups={required(probable, what)} names={{ home: match.home, away: match.away }} timeZone={timeZone} />
      {standings.rows.length > 0 ? <MatchStandings table={standings} teamIds={[match.localteam.id, match.visitorteam.id]} /> : null}
    </div>
  );
}
