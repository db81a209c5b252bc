import { queryOptions } from '@tanstack/react-query';
import { favouriteTeamList } from '@/lib/contract/football-calls';
import { oddsHistory } from '@/lib/contract/football-scores-calls';
import { apiQuery } from '../lazy-client';

export const SCORES_KEY_ROOT = 'football-scores';

export const scoresKeys = {
  oddsHistory: (fixtureId: number) => [SCORES_KEY_ROOT, 'odds-history', fixtureId] as const,
  favouriteTeams: (userId: number) => [SCORES_KEY_ROOT, 'favourite-teams', userId] as const,
};

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
    queryFn: async ({ signal }) => new Set((await apiQuery(favouriteTeamList, { signal })).map((f) => f.team.id)),
    staleTime: 60_000,
  });
}
