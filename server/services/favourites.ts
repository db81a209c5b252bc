import type { z } from 'zod';
import type { FavouriteTeam, favouriteTeamAdd, favouriteTeamRemove } from '@/lib/contract/football';
import { FAVOURITE_TEAMS_MAX } from '@/lib/domain/user-limits';
import { ApiError } from '@/server/api/errors';
import type { Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { localizedColumn } from './localized';

interface MemberCtx {
  userId: number;
  locale: Locale;
  now?: number;
}

/** The member's favourite teams with their leagues, newest first. */
export async function favouriteTeams(db: Db, ctx: MemberCtx): Promise<FavouriteTeam[]> {
  const rows = await db
    .selectFrom('favouriteTeams as f')
    .innerJoin('teams as t', 't.id', 'f.teamId')
    .innerJoin('leagues as l', 'l.id', 't.leagueId')
    .select(['f.createdAt', 't.id', 't.name', 't.slug', 't.logo', 'l.id as leagueId', localizedColumn('l.name', ctx.locale).as('leagueName'), 'l.slug as leagueSlug', 'l.logo as leagueLogo'])
    .where('f.userId', '=', ctx.userId)
    .orderBy('f.createdAt', 'desc')
    .orderBy('t.id')
    .execute();
  return rows.map((r) => ({
    team: { id: r.id, name: r.name, slug: r.slug, logo: r.logo },
    league: { id: r.leagueId, name: r.leagueName, slug: r.leagueSlug, logo: r.leagueLogo },
    createdAt: Number(r.createdAt),
  }));
}

/** Ids of the member's favourite teams, for marking their matches. */
export async function favouriteTeamIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('favouriteTeams').select('teamId').where('userId', '=', userId).execute();
  return new Set(rows.map((r) => r.teamId));
}

export async function addFavouriteTeam(db: Db, body: z.output<typeof favouriteTeamAdd.body>, ctx: MemberCtx): Promise<null> {
  await db.transaction().execute(async (trx) => {
    const team = await trx.selectFrom('teams').select('id').where('id', '=', body.teamId).executeTakeFirst();
    if (!team) throw new ApiError(404, `teamId: no team ${body.teamId}`);
    const count = await trx.selectFrom('favouriteTeams').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', ctx.userId).executeTakeFirst();
    const already = await trx.selectFrom('favouriteTeams').select('teamId').where('userId', '=', ctx.userId).where('teamId', '=', body.teamId).executeTakeFirst();
    if (already) return;
    if (Number(count?.n ?? 0) >= FAVOURITE_TEAMS_MAX) throw new ApiError(409, `At most ${FAVOURITE_TEAMS_MAX} favourite teams`);
    await trx
      .insertInto('favouriteTeams')
      .values({ userId: ctx.userId, teamId: body.teamId, createdAt: ctx.now ?? Date.now() })
      .onConflict((oc) => oc.columns(['userId', 'teamId']).doNothing())
      .execute();
  });
  return null;
}

export async function removeFavouriteTeam(db: Db, body: z.output<typeof favouriteTeamRemove.body>, ctx: MemberCtx): Promise<null> {
  await db.deleteFrom('favouriteTeams').where('userId', '=', ctx.userId).where('teamId', '=', body.teamId).execute();
  return null;
}
