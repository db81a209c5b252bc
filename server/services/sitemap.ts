import { LIVE_MODE } from '@/lib/domain/live-modes';
import { leaguePath, matchPath, playerPath, teamPath } from '@/lib/domain/football-urls';
import { newsSitemapPath, SITEMAP_CHUNK, SITEMAP_PARTS, sitemapFilePath, videoSitemapPath, type SitemapPart } from '@/lib/domain/sitemap';
import { sectionPaths } from '@/lib/sections';
import { tipDetailPath } from '@/lib/domain/tip-keo';
import { articlePath, articleSlug } from '@/lib/domain/news';
import type { SitemapEntry } from '@/lib/seo/sitemap-xml';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '@/server/db/client';
import { readableArticles } from './news/readable';
import { postVisibleTo } from './feed/visibility';
import { groupPath } from '@/lib/domain/groups';
import { placePath } from '@/lib/domain/places';
import { postPath } from '@/lib/domain/feed';

const FOOTBALL = LIVE_MODE.football;

/** Counts the rows of any query: the same query, with its columns replaced by a count. */
async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  // Kysely cannot name a generic query's added column; the row is exactly { n }.
  const row = (await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()) as { n: number | string | bigint };
  return Number(row.n);
}

// Each data part's rows, once: the count and the pages of the sitemap read the same query.
const footballFixtures = (db: Db) =>
  db
    .selectFrom('fixtures as f')
    .innerJoin('teams as h', 'h.id', 'f.homeTeamId')
    .innerJoin('teams as a', 'a.id', 'f.awayTeamId')
    .where('f.liveModeId', '=', FOOTBALL);
const footballLeagues = (db: Db) => db.selectFrom('leagues as l').where('l.liveModeId', '=', FOOTBALL);
const footballTeams = (db: Db) => footballLeagues(db).innerJoin('teams as t', 't.leagueId', 'l.id');
const footballPlayers = (db: Db) => footballTeams(db).innerJoin('players as p', 'p.teamId', 't.id');
const allTips = (db: Db) =>
  db
    .selectFrom('tips as tp')
    .innerJoin('fixtures as f', 'f.id', 'tp.fixtureId')
    .innerJoin('teams as h', 'h.id', 'f.homeTeamId')
    .innerJoin('teams as a', 'a.id', 'f.awayTeamId');
/** Articles readers can open now: published, or scheduled and due. */
const publishedNews = (db: Db) =>
  db.selectFrom('newsArticles as n').where(readableArticles('n', Date.now()));

// Every group's page is public (a private one shows its name and rules); posts only those a guest may read.
const communityGroups = (db: Db) => db.selectFrom('communityGroups as g');
const places = (db: Db) => db.selectFrom('places as pl');
const guestPosts = (db: Db) => db.selectFrom('posts as p').where(postVisibleTo(null));

/** How many items each data part lists (the football data pages, and every tip). */
function itemCount(db: Db, part: Exclude<SitemapPart, 'sections'>): Promise<number> {
  switch (part) {
    case 'matches':
      return countRows(footballFixtures(db));
    case 'leagues':
      return countRows(footballLeagues(db));
    case 'teams':
      return countRows(footballTeams(db));
    case 'players':
      return countRows(footballPlayers(db));
    case 'tips':
      return countRows(allTips(db));
    case 'news':
      return countRows(publishedNews(db));
    case 'groups':
      return countRows(communityGroups(db));
    case 'places':
      return countRows(places(db));
    case 'posts':
      return countRows(guestPosts(db));
  }
}

/** The files of the sitemap index: the sections' file, then each data part in chunks. */
export async function sitemapFiles(db: Db, chunk = SITEMAP_CHUNK): Promise<string[]> {
  const files = [sitemapFilePath('sections', 1), newsSitemapPath, videoSitemapPath];
  for (const part of SITEMAP_PARTS) {
    if (part === 'sections') continue;
    const pages = Math.ceil((await itemCount(db, part)) / chunk);
    for (let page = 1; page <= pages; page += 1) files.push(sitemapFilePath(part, page));
  }
  return files;
}

/** The entries of one file, or null when the file does not exist (an unknown page). */
export async function sitemapEntries(db: Db, part: SitemapPart, page: number, chunk = SITEMAP_CHUNK): Promise<SitemapEntry[] | null> {
  if (part === 'sections') return page === 1 ? sectionPaths().map((path) => ({ path })) : null;
  const entries = await dataEntries(db, part, (page - 1) * chunk, chunk);
  return entries.length > 0 ? entries : null;
}

async function dataEntries(db: Db, part: Exclude<SitemapPart, 'sections'>, offset: number, limit: number): Promise<SitemapEntry[]> {
  switch (part) {
    case 'matches': {
      const rows = await footballFixtures(db)
        .select(['f.staticId', 'f.leagueId', 'f.updatedAt', 'h.id as homeId', 'h.name as homeName', 'a.id as awayId', 'a.name as awayName'])
        .orderBy('f.id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({
        path: matchPath({ staticId: r.staticId, leagueId: r.leagueId, home: { id: r.homeId, name: r.homeName }, away: { id: r.awayId, name: r.awayName } }),
        lastModified: r.updatedAt,
      }));
    }
    case 'leagues': {
      const rows = await footballLeagues(db).select(['l.id', 'l.nameVi as name']).orderBy('l.id').limit(limit).offset(offset).execute();
      return rows.map((r) => ({ path: leaguePath(r) }));
    }
    case 'teams': {
      const rows = await footballTeams(db).select(['t.id', 't.name']).orderBy('t.id').limit(limit).offset(offset).execute();
      return rows.map((r) => ({ path: teamPath(r) }));
    }
    case 'players': {
      const rows = await footballPlayers(db).select(['p.id', 'p.name']).orderBy('p.id').limit(limit).offset(offset).execute();
      return rows.map((r) => ({ path: playerPath(r) }));
    }
    case 'tips': {
      const rows = await allTips(db)
        .select(['tp.id', 'tp.createdAt', 'tp.updatedAt', 'h.name as home', 'a.name as away'])
        .orderBy('tp.id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ path: tipDetailPath({ id: r.id, home: r.home, away: r.away }), lastModified: r.updatedAt ?? r.createdAt }));
    }
    case 'news': {
      const rows = await publishedNews(db).select(['n.id', 'n.category', 'n.type', 'n.headlineVi', 'n.updatedAt']).orderBy('n.id').limit(limit).offset(offset).execute();
      return rows.map((r) => ({ path: articlePath({ category: r.category, type: r.type, slug: articleSlug({ id: r.id, headline: r.headlineVi }) }), lastModified: Number(r.updatedAt) }));
    }
    case 'groups': {
      const rows = await communityGroups(db).select(['g.id', 'g.updatedAt']).orderBy('g.id').limit(limit).offset(offset).execute();
      return rows.map((r) => ({ path: groupPath(r.id), lastModified: Number(r.updatedAt) }));
    }
    case 'places': {
      const rows = await places(db).select(['pl.id']).orderBy('pl.id').limit(limit).offset(offset).execute();
      return rows.map((r) => ({ path: placePath(r.id) }));
    }
    case 'posts': {
      const rows = await guestPosts(db).select(['p.id', 'p.updatedAt']).orderBy('p.id').limit(limit).offset(offset).execute();
      return rows.map((r) => ({ path: postPath(r.id), lastModified: Number(r.updatedAt) }));
    }
  }
}
