import { sql } from 'kysely';
import type { PlayerHit } from '@/lib/contract/football-teams';
import type { ClipSummary } from '@/lib/contract/highlights';
import type { ArticleSummary } from '@/lib/contract/news';
import type { Match } from '@/lib/contract/schedule';
import type { LeagueResult, RoomResult, SearchResults, TeamResult } from '@/lib/contract/search';
import type { TipItem } from '@/lib/contract/tips';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import type { SearchKind } from '@/lib/domain/search';
import type { Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { localizedColumn } from '../localized';
import { fixtureQuery, loadMatches, orderLiveFirst } from '../matches';
import { loadTipItems, tipRows } from '../tip-items';
import { publishedClips, toClipSummary } from '../highlights/clip-rows';
import { parseBody, publishedArticles, toSummary } from '../news/article-rows';
import { footballPlayerRows, playerHitOf } from '../teams-search';
import { groupResults, memberResults, placeResults, postResults } from './community-results';

/** Items of one kind for index hits; each keeps the hits' order unless it says otherwise. */
export type ResultItem<K extends SearchKind> = SearchResults[K]['items'][number];
export interface SearchCtx {
  now: number;
  locale: Locale;
  /** The reader, for what blocks hide; 0 for a guest. */
  viewer: number;
}
type Loader<K extends SearchKind> = (db: Db, ids: readonly number[], ctx: SearchCtx) => Promise<ResultItem<K>[]>;

function inOrder<T>(ids: readonly number[], items: readonly T[], idOf: (item: T) => number): T[] {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Matches that share names rank alike, so live ones come first, then the nearest kick-off. */
const matches: Loader<'match'> = async (db, ids, { now, locale }): Promise<Match[]> =>
  loadMatches(db, orderLiveFirst(fixtureQuery(db, locale).where('f.id', 'in', [...ids])).orderBy(sql`abs(${sql.ref('f.startTime')} - ${now})`).orderBy('f.id'));

const teams: Loader<'team'> = async (db, ids, { locale }): Promise<TeamResult[]> => {
  const rows = await db
    .selectFrom('teams as t')
    .innerJoin('leagues as l', 'l.id', 't.leagueId')
    .select(['t.id', 't.name', 't.slug', 't.logo', 'l.id as leagueId', 'l.slug as leagueSlug', 'l.logo as leagueLogo', 'l.country'])
    .select(localizedColumn('l.name', locale).as('leagueName'))
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

const players: Loader<'player'> = async (db, ids): Promise<PlayerHit[]> =>
  inOrder(ids, (await footballPlayerRows(db).where('p.id', 'in', [...ids]).execute()).map(playerHitOf), (i) => i.id);

const leagues: Loader<'league'> = async (db, ids, { locale }): Promise<LeagueResult[]> => {
  const rows = await db
    .selectFrom('leagues')
    .select(['id', 'slug', 'logo', 'country'])
    .select(localizedColumn('name', locale).as('name'))
    .where('id', 'in', [...ids])
    .where('liveModeId', '=', LIVE_MODE.football)
    .execute();
  return inOrder(ids, rows.map((r) => ({ league: { id: r.id, name: r.name, slug: r.slug, logo: r.logo }, country: r.country })), (i) => i.league.id);
};

const rooms: Loader<'room'> = async (db, ids, { locale }): Promise<RoomResult[]> => {
  const rows = await db
    .selectFrom('chatGroups')
    .select(['id', 'kind'])
    .select([localizedColumn('name', locale).as('name'), localizedColumn('description', locale).as('description')])
   .where('id', 'in', [...ids]).where('kind', '!=', 'private').execute();
  const items = rows.flatMap((r) => (r.kind === 'private' ? [] : [{ groupId: r.id, name: r.name, description: r.description, kind: r.kind }]));
  return inOrder(ids, items, (i) => i.groupId);
};

const tips: Loader<'tip'> = async (db, ids, { locale }): Promise<TipItem[]> =>
  inOrder(ids, await loadTipItems(db, tipRows(db, locale).where('t.id', 'in', [...ids]), locale), (i) => i.id);

/** Articles readers may open now, newest first: a headline found in several stories is usually the latest news. */
const articles: Loader<'article'> = async (db, ids, { now, locale }): Promise<ArticleSummary[]> => {
  const rows = await publishedArticles(db, locale, now).where('a.id', 'in', [...ids]).orderBy('a.publishedAt', 'desc').orderBy('a.id', 'desc').execute();
  return rows.map((r) => toSummary(r, parseBody(r.body, r.id)));
};

/** Clips out by now, newest first, as the highlights lists order them: the latest match's clip is usually the one looked for. */
const clips: Loader<'clip'> = async (db, ids, { now, locale }): Promise<ClipSummary[]> => {
  const rows = await publishedClips(db, locale, now).where('c.id', 'in', [...ids]).orderBy('c.publishedAt', 'desc').orderBy('c.id', 'desc').execute();
  return rows.map(toClipSummary);
};

export const SEARCH_RESULTS: { readonly [K in SearchKind]: Loader<K> } = { match: matches, team: teams, player: players, league: leagues, room: rooms, tip: tips, article: articles, clip: clips, post: (db, ids, { viewer }) => postResults(db, ids, viewer), member: (db, ids, { viewer }) => memberResults(db, ids, viewer),
  group: (db, ids, { locale }) => groupResults(db, ids, locale),
  place: (db, ids, { locale }) => placeResults(db, ids, locale),
};
