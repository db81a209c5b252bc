import * as football from '@/lib/contract/football';
import { addFavouriteTeam, favouriteTeams, removeFavouriteTeam } from '@/server/services/favourites';
import { standingsTable } from '@/server/services/standings';
import type { ApiContext } from '../context';
import { requireMember } from '../guards';
import { route } from '../route';
import type { RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const member = async (c: ApiContext) => ({ userId: (await requireMember(c)).userId, locale: c.get('ctx').locale });

/** Calls shared by the football pages: league tables and favourite teams. */
const footballRoutes = [
  route(football.standings, async ({ query }, c) => standingsTable(await db(c), query, { locale: c.get('ctx').locale })),
  route(football.favouriteTeamList, async (_in, c) => favouriteTeams(await db(c), await member(c))),
  route(football.favouriteTeamAdd, async ({ body }, c) => addFavouriteTeam(await db(c), body, await member(c))),
  route(football.favouriteTeamRemove, async ({ body }, c) => removeFavouriteTeam(await db(c), body, await member(c))),
];

export const routes: readonly RouteDef[] = [...footballRoutes];
