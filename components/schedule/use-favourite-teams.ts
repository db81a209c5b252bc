'use client';

import { refreshLiveQueries, useLiveQuery } from '@/lib/api/live-query';
import { favouriteTeamIdsQuery, scoresKeys } from '@/lib/api/queries/football-scores';
import { useCurrentUser, useIsMember } from '@/lib/stores/session-store';

const NONE: ReadonlySet<number> = new Set();
/** How long a member's list is trusted: asked again this often while stars show it. */
const FAVOURITES_FRESH_MS = 60_000;

/**
 * The member's favourite team ids; a guest has none and asks nothing. Kept in the live store, not the
 * query cache, so the score pages, which only draw stars, do not load the cache at all.
 */
export function useFavouriteTeams(): ReadonlySet<number> {
  const isMember = useIsMember();
  const user = useCurrentUser();
  const options = isMember && user ? favouriteTeamIdsQuery(user.userId) : null;
  return useLiveQuery(options, FAVOURITES_FRESH_MS) ?? NONE;
}

/** Asks for the member's list again after they changed it, so every star on the page follows. */
export function refreshFavouriteTeams(): void {
  refreshLiveQueries(scoresKeys.allFavouriteTeams);
}
