import type { MatchDetail } from '@/lib/contract/football-match';
import type { Locale } from '@/lib/domain/locale';
import { reportError } from '@/lib/observability/report';
import { getDb } from '@/server/db/client';
import { footballHeadToHead } from '@/server/services/match-h2h';
import { footballMatchLiveState } from '@/server/services/match-detail';
import { matchEvents } from '@/server/services/match-events';
import { footballLineups } from '@/server/services/match-lineups';
import { footballStatistics } from '@/server/services/match-stats';
import { matchOddsBoards } from '@/server/services/match-odds';
import { standingsTable } from '@/server/services/standings';

/** A section that fails to load is left out rather than taking the page down. */
async function orNull<T>(what: string, p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    reportError(err, { where: `match page ${what}` });
    return null;
  }
}

/** Everything below the header, in parallel: one round of queries per page view. */
export async function loadSections(detail: MatchDetail, locale: Locale) {
  const db = await getDb();
  const ctx = { locale };
  const fixtureId = detail.match.fixtureId;
  const q = { fixtureId };
  const [live, events, lineups, statistics, h2h, standings, odds] = await Promise.all([
    footballMatchLiveState(db, q, ctx),
    orNull('events', matchEvents(db, q, ctx)),
    orNull('lineups', footballLineups(db, q, ctx)),
    orNull('statistics', footballStatistics(db, q, ctx)),
    orNull('head-to-head', footballHeadToHead(db, q, ctx)),
    orNull('standings', standingsTable(db, { leagueId: detail.match.league.id }, ctx)),
    orNull('odds', matchOddsBoards(db, fixtureId, ctx)),
  ]);
  return { live, events: events ?? [], lineups, statistics, h2h, standings, odds };
}
