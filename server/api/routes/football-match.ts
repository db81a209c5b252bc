import * as match from '@/lib/contract/football-match';
import { footballHeadToHead } from '@/server/services/match-h2h';
import { footballMatchDetail, footballMatchLiveState, requireFootballFixture } from '@/server/services/match-detail';
import { footballLineups } from '@/server/services/match-lineups';
import { footballProbableLineups } from '@/server/services/match-probable-lineups';
import { matchOddsBoards } from '@/server/services/match-odds';
import { footballStatistics } from '@/server/services/match-stats';
import type { ApiContext } from '../context';
import { route } from '../route';
import type { RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const ctx = (c: ApiContext) => ({ locale: c.get('ctx').locale });

/** The match page's calls: the fixture, its live state, lineups, statistics, head-to-head and odds. */
const footballMatchRoutes = [
  route(match.footballMatch, async ({ query }, c) => footballMatchDetail(await db(c), query, ctx(c))),
  route(match.footballMatchLive, async ({ query }, c) => footballMatchLiveState(await db(c), query)),
  route(match.footballMatchLineups, async ({ query }, c) => footballLineups(await db(c), query, ctx(c))),
  route(match.footballMatchProbableLineups, async ({ query }, c) => footballProbableLineups(await db(c), query, ctx(c))),
  route(match.footballMatchStatistics, async ({ query }, c) => footballStatistics(await db(c), query, ctx(c))),
  route(match.footballMatchHeadToHead, async ({ query }, c) => footballHeadToHead(await db(c), query, ctx(c))),
  route(match.footballMatchOdds, async ({ query }, c) => {
    const fixture = await requireFootballFixture(await db(c), query.fixtureId);
    return matchOddsBoards(await db(c), fixture.id, ctx(c));
  }),
];

export const routes: readonly RouteDef[] = [...footballMatchRoutes];
