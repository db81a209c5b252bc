import type { z } from 'zod';
import type { PlayerHit, TeamHit, playerSearchCall, teamSearchCall } from '@/lib/contract/football-teams';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { slugify } from '@/lib/format/slug';
import type { Db } from '@/server/db/client';
import { localizedColumn } from './localized';
import type { ServiceCtx } from './schedule';

/** Names are matched on their stored slug, so "nguyen van" finds "Nguyễn Văn …" on both databases. */
function slugPattern(q: string): string | null {
  const slug = slugify(q);
  return slug ? `%${slug.replace(/[%_\\]/g, '')}%` : null;
}

/** Football players with their team, as player hits are drawn (the player search and the site search). */
export function footballPlayerRows(db: Db) {
  return db
    .selectFrom('players as p')
    .innerJoin('teams as t', 't.id', 'p.teamId')
    .innerJoin('leagues as l', 'l.id', 't.leagueId')
    .select(['p.id', 'p.name', 'p.slug', 'p.photo', 'p.position', 't.id as teamId', 't.name as teamName', 't.slug as teamSlug', 't.logo as teamLogo'])
    .where('l.liveModeId', '=', LIVE_MODE.football);
}

type PlayerRow = Awaited<ReturnType<ReturnType<typeof footballPlayerRows>['execute']>>[number];

export const playerHitOf = (r: PlayerRow): PlayerHit => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  photo: r.photo,
  position: r.position,
  team: { id: r.teamId, name: r.teamName, slug: r.teamSlug, logo: r.teamLogo },
});

/** GET player search: football players whose name contains the text, shortest names first. */
export async function searchPlayers(db: Db, q: z.output<typeof playerSearchCall.query>): Promise<PlayerHit[]> {
  const pattern = slugPattern(q.q);
  if (!pattern) return [];
  const rows = await footballPlayerRows(db)
    .where('p.slug', 'like', pattern)
    .orderBy((eb) => eb.fn('length', ['p.name']))
    .orderBy('p.id')
    .limit(q.limit)
    .execute();
  return rows.map(playerHitOf);
}

/** GET team search: football clubs whose name contains the text. */
export async function searchTeams(db: Db, q: z.output<typeof teamSearchCall.query>, ctx: ServiceCtx): Promise<TeamHit[]> {
  const pattern = slugPattern(q.q);
  if (!pattern) return [];
  const rows = await db
    .selectFrom('teams as t')
    .innerJoin('leagues as l', 'l.id', 't.leagueId')
    .select(['t.id', 't.name', 't.slug', 't.logo', 'l.id as leagueId', localizedColumn('l.name', ctx.locale).as('leagueName'), 'l.slug as leagueSlug', 'l.logo as leagueLogo'])
    .where('l.liveModeId', '=', LIVE_MODE.football)
    .where('t.slug', 'like', pattern)
    .orderBy((eb) => eb.fn('length', ['t.name']))
    .orderBy('t.id')
    .limit(q.limit)
    .execute();
  return rows.map((r) => ({
    team: { id: r.id, name: r.name, slug: r.slug, logo: r.logo },
    league: { id: r.leagueId, name: r.leagueName, slug: r.leagueSlug, logo: r.leagueLogo },
  }));
}
