import { sql } from 'kysely';
import type { PlayerHit } from '@/lib/contract/football-teams';
import type { Match } from '@/lib/contract/schedule';
import type { LeagueResult, RoomResult, SearchResults, TeamResult } from '@/lib/contract/search';
import type { TipItem } from '@/lib/contract/tips';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import type { SearchKind } from '@/lib/domain/search';
import type { Db } from '@/server/db/client';
import { fixtureQuery, loadMatches, orderLiveFirst } from '../matches';
import { loadTipItems, tipRows } from '../tip-items';

/** Items of one kind for index hits; each keeps the hits' order unless it says otherwise. */
export type ResultItem<K extends SearchKind> = SearchResults[K]['items'][number];
type Loader<K extends SearchKind> = (db: Db, ids: readonly number[], ctx: { now: number }) => Promise<ResultItem<K>[]>;

function inOrder<T>(ids: readonly number[], items: readonly T[], idOf: (item: T) => number): T[] {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Matches that share names rank alike, so live ones come first, then the nearest kick-off. */
const matches: Loader<'match'> = async (db, ids, { now }): Promise<Match[]> =>
  loadMatches(db, orderLiveFirst(fixtureQuery(db).where('f.id', 'in', [...ids])).orderBy(sql`abs(${sql.ref('f.startTime')} - ${now})`).orderBy('f.id'));

const teams: Loader<'team'> = async (db, ids): Promise<TeamResult[]> => {
  const rows = await db
    .selectFrom('teams as t')
    .innerJoin('leagues as l', 'l.id', 't.leagueId')
    .select(['t.id', 't.name', 't.slug', 't.logo', 'l.id as leagueId', 'l.name as leagueName', 'l.slug as leagueSlug', 'l.logo as leagueLogo', 'l.country'])
    .where('t.id', 'in', [...ids])
    .where('l.liveModeId', '=', LIVE_MODE.football)
    .execute();
  const items = rows.map((r) => ({
    team: { id: r.id, name: r.name, slug: r.slug, logo: r.logo },
    league: { id: r.leagueId, name: r.leagueName, slug: r.leagueSlug, logo: r.leagueLogo },
    country: r.country,
  }));
  return inOrder(ids, items, (i) => i.team.id);
};

const players: Loader<'player'> = async (db, ids): Promise<PlayerHit[]> => {
  const rows = await db
    .selectFrom('players as p')
    .innerJoin('teams as t', 't.id', 'p.teamId')
    .innerJoin('leagues as l', 'l.id', 't.leagueId')
    .select(['p.id', 'p.name', 'p.slug', 'p.photo', 'p.position', 't.id as teamId', 't.name as teamName', 't.slug as teamSlug', 't.logo as teamLogo'])
    .where('p.id', 'in', [...ids])
    .where('l.liveModeId', '=', LIVE_MODE.football)
    .execute();
  const items = rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    photo: r.photo,
    position: r.position,
    team: { id: r.teamId, name: r.teamName, slug: r.teamSlug, logo: r.teamLogo },
  }));
  return inOrder(ids, items, (i) => i.id);
};

const leagues: Loader<'league'> = async (db, ids): Promise<LeagueResult[]> => {
  const rows = await db
    .selectFrom('leagues')
    .select(['id', 'name', 'slug', 'logo', 'country'])
    .where('id', 'in', [...ids])
    .where('liveModeId', '=', LIVE_MODE.football)
    .execute();
  return inOrder(ids, rows.map((r) => ({ league: { id: r.id, name: r.name, slug: r.slug, logo: r.logo }, country: r.country })), (i) => i.league.id);
};

const rooms: Loader<'room'> = async (db, ids): Promise<RoomResult[]> => {
  const rows = await db.selectFrom('chatGroups').select(['id', 'name', 'description', 'kind']).where('id', 'in', [...ids]).where('kind', '!=', 'private').execute();
  const items = rows.flatMap((r) => (r.kind === 'private' ? [] : [{ groupId: r.id, name: r.name, description: r.description, kind: r.kind }]));
  return inOrder(ids, items, (i) => i.groupId);
};

const tips: Loader<'tip'> = async (db, ids): Promise<TipItem[]> => inOrder(ids, await loadTipItems(db, tipRows(db).where('t.id', 'in', [...ids])), (i) => i.id);

export const SEARCH_RESULTS: { readonly [K in SearchKind]: Loader<K> } = { match: matches, team: teams, player: players, league: leagues, room: rooms, tip: tips };
