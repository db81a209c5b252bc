'use client';

import { useQuery } from '@tanstack/react-query';
import { favouriteTeamIdsQuery } from '@/lib/api/queries/football-scores';
import { useCurrentUser, useIsMember } from '@/lib/stores/session-store';

const NONE: ReadonlySet<number> = new Set();

/** The member's favourite team ids; a guest has none and asks nothing. */
export function useFavouriteTeams(): ReadonlySet<number> {
  const isMember = useIsMember();
  const user = useCurrentUser();
  const { data } = useQuery({ ...favouriteTeamIdsQuery(user?.userId ?? 0), enabled: isMember && user !== null });
  return isMember && data ? data : NONE;
}
