import { serverApi } from '@/server/api/server-api';
import { favouriteTeamList } from '@/lib/contract/football';

/** Ids of the visitor's favourite teams; a guest (401) or any failure has none. */
export async function favouriteTeamIds(): Promise<Set<number>> {
  const list = await serverApi(favouriteTeamList);
  return new Set((list ?? []).map((f) => f.team.id));
}
