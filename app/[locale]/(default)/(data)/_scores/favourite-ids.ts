import { favouriteTeamsQuery } from '@/lib/api/queries/football-teams';
import { serverData } from '@/server/api/server-query';

/** Ids of the visitor's favourite teams; a guest (401) or any failure has none. */
export async function favouriteTeamIds(): Promise<Set<number>> {
  const list = await serverData(favouriteTeamsQuery());
  return new Set((list ?? []).map((f) => f.team.id));
}
