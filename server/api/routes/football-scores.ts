import * as scores from '@/lib/contract/football-scores';
import { fixtureOddsHistory, footballOddsBoard } from '@/server/services/odds-history';
import { footballDay, footballLeagueList } from '@/server/services/scores-day';
import type { ApiContext } from '../context';
import { route } from '../route';
import type { RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const ctx = (c: ApiContext) => ({ locale: c.get('ctx').locale });

/** Football results and fixtures by day, the odds board and a fixture's odds history. */
const footballScoresRoutes = [
  route(scores.footballDay, async ({ query }, c) => footballDay(await db(c), query, ctx(c))),
  route(scores.footballLeagues, async (_in, c) => footballLeagueList(await db(c), { locale: c.get('ctx').locale })),
  route(scores.oddsBoard, async ({ query }, c) => footballOddsBoard(await db(c), query, ctx(c))),
  route(scores.oddsHistory, async ({ query }, c) => fixtureOddsHistory(await db(c), query, ctx(c))),
];

export const routes: readonly RouteDef[] = [...footballScoresRoutes];
