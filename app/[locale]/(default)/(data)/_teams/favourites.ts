import { serverApiResult } from '@/server/api/server-api';
import { favouriteTeamList } from '@/lib/contract/football';
import type { FavouriteTeam } from '@/lib/contract/football';

/** The visitor's favourite teams, or null for a guest (or when the list could not be read). */
export async function viewerFavourites(): Promise<FavouriteTeam[] | null> {
  const result = await serverApiResult(favouriteTeamList);
  return result.ok ? result.data : null;
}
