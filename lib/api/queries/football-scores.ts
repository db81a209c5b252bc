import { queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '@/lib/contract/endpoint';
import { favouriteTeamList } from '@/lib/contract/football-calls';
import { footballDay, footballLeagues, oddsBoard, oddsHistory } from '@/lib/contract/football-scores-calls';
import { apiQuery } from '../lazy-client';
import { callQuery } from './call-query';

export const SCORES_KEY_ROOT = 'football-scores';

export type DayParams = QueryOf<typeof footballDay>;

export const scoresKeys = {
  oddsHistory: (fixtureId: number) => [SCORES_KEY_ROOT, 'odds-history', fixtureId] as const,
  /** Every member's favourite team ids: what a change of favourites makes stale. */
  allFavouriteTeams: [SCORES_KEY_ROOT, 'favourite-teams'] as const,
  favouriteTeams: (userId: number) => [SCORES_KEY_ROOT, 'favourite-teams', userId] as const,
};

/** A day of football by league: results or fixtures. */
export const footballDayQuery = (q: DayParams) => callQuery(SCORES_KEY_ROOT, footballDay, q);

/** A day's odds board: every bookmaker's opening and current prices per match. */
export const oddsBoardQuery = (q: DayParams) => callQuery(SCORES_KEY_ROOT, oddsBoard, q, { staleTime: 60_000 });

/** Football leagues by priority; they change with a season, not during a visit. */
export const footballLeaguesQuery = () => callQuery(SCORES_KEY_ROOT, footballLeagues, undefined, { staleTime: 10 * 60_000 });

export function oddsHistoryQuery(fixtureId: number) {
  return queryOptions({
    queryKey: scoresKeys.oddsHistory(fixtureId),
    queryFn: ({ signal }) => apiQuery(oddsHistory, { query: { fixtureId }, signal }),
    staleTime: 60_000,
  });
}

/** The member's favourite team ids; only asked for members (a guest has none). */
export function favouriteTeamIdsQuery(userId: number) {
  return queryOptions({
    queryKey: scoresKeys.favouriteTeams(userId),
    queryFn: async ({ signal }): Promise<ReadonlySet<number>> => new Set((await apiQuery(favouriteTeamList, { signal })).map((f) => f.team.id)),
  });
}
