import * as teams from '@/lib/contract/football-teams';
import { favouriteTeamCards } from '@/server/services/favourite-fixtures';
import { compareTeams } from '@/server/services/teams-comparisons';
import { leagueDetail } from '@/server/services/teams-league';
import { managerDetail } from '@/server/services/teams-manager';
import { playerDetail } from '@/server/services/teams-player';
import { searchPlayers, searchTeams } from '@/server/services/teams-search';
import { teamDetail } from '@/server/services/teams-team';
import { venueDetail } from '@/server/services/teams-venue';
import type { ApiContext } from '../context';
import { requireMember } from '../guards';
import { route } from '../route';
import type { RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const ctx = (c: ApiContext) => ({ locale: c.get('ctx').locale });

/** Team, player, league, venue and manager pages, searches, comparisons and the favourite teams' page. */
const footballTeamsRoutes = [
  route(teams.teamDetailCall, async ({ query }, c) => teamDetail(await db(c), query, ctx(c))),
  route(teams.playerDetailCall, async ({ query }, c) => playerDetail(await db(c), query, ctx(c))),
  route(teams.leagueDetailCall, async ({ query }, c) => leagueDetail(await db(c), query, ctx(c))),
  route(teams.venueDetailCall, async ({ query }, c) => venueDetail(await db(c), query, ctx(c))),
  route(teams.managerDetailCall, async ({ query }, c) => managerDetail(await db(c), query, ctx(c))),
  route(teams.playerSearchCall, async ({ query }, c) => searchPlayers(await db(c), query)),
  route(teams.teamSearchCall, async ({ query }, c) => searchTeams(await db(c), query, ctx(c))),
  route(teams.teamComparisonCall, async ({ query }, c) => compareTeams(await db(c), query, ctx(c))),
  route(teams.favouriteTeamFixturesCall, async (_in, c) => favouriteTeamCards(await db(c), { userId: (await requireMember(c)).userId, ...ctx(c) })),
];

export const routes: readonly RouteDef[] = [...footballTeamsRoutes];
