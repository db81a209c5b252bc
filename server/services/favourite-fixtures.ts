import type { FavouriteTeamCard } from '@/lib/contract/football-teams';
import type { Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { favouriteTeams } from './favourites';
import { finishedFixtures, upcomingFixtures } from './teams-fixtures';

/** The member's favourite teams, newest first, each with its next match and its last result. */
export async function favouriteTeamCards(db: Db, ctx: { userId: number; locale: Locale }): Promise<FavouriteTeamCard[]> {
  const favourites = await favouriteTeams(db, ctx);
  return Promise.all(
    favourites.map(async (f) => {
      const scope = { teamId: f.team.id };
      const [next, last] = await Promise.all([upcomingFixtures(db, ctx.locale, scope, 1), finishedFixtures(db, ctx.locale, scope, 1)]);
      return { ...f, next: next[0] ?? null, last: last[0] ?? null };
    }),
  );
}
