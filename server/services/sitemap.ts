import { LIVE_MODE } from '@/lib/domain/live-modes';
import { leaguePath, matchPath, playerPath, teamPath } from '@/lib/domain/football-urls';
import { SITEMAP_CHUNK, SITEMAP_PARTS, sectionPaths, sitemapFilePath, type SitemapPart } from '@/lib/domain/sitemap';
import { tipDetailPath } from '@/lib/domain/tip-keo';
import type { SitemapEntry } from '@/lib/seo/sitemap-xml';
import type { Db } from '@/server/db/client';

const FOOTBALL = LIVE_MODE.football;

/** How many items each data part lists (the football data pages, and every tip). */
async function itemCount(db: Db, part: Exclude<SitemapPart, 'sections'>): Promise<number> {
  const count = (rows: { n: number | string | bigint }) => Number(rows.n);
  switch (part) {
    case 'matches':
      return count(await db.selectFrom('fixtures').select((eb) => eb.fn.countAll().as('n')).where('liveModeId', '=', FOOTBALL).executeTakeFirstOrThrow());
    case 'leagues':
      return count(await db.selectFrom('leagues').select((eb) => eb.fn.countAll().as('n')).where('liveModeId', '=', FOOTBALL).executeTakeFirstOrThrow());
    case 'teams':
      return count(await db.selectFrom('teams as t').innerJoin('leagues as l', 'l.id', 't.leagueId').select((eb) => eb.fn.countAll().as('n')).where('l.liveModeId', '=', FOOTBALL).executeTakeFirstOrThrow());
    case 'players':
      return count(
        await db
          .selectFrom('players as p')
          .innerJoin('teams as t', 't.id', 'p.teamId')
          .innerJoin('leagues as l', 'l.id', 't.leagueId')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('l.liveModeId', '=', FOOTBALL)
          .executeTakeFirstOrThrow(),
      );
    case 'tips':
      return count(await db.selectFrom('tips').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow());
  }
}

/** The files of the sitemap index: the sections' file, then each data part in chunks. */
export async function sitemapFiles(db: Db, chunk = SITEMAP_CHUNK): Promise<string[]> {
  const files = [sitemapFilePath('sections', 1)];
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
      const rows = await db
        .selectFrom('fixtures as f')
        .innerJoin('teams as h', 'h.id', 'f.homeTeamId')
        .innerJoin('teams as a', 'a.id', 'f.awayTeamId')
        .select(['f.staticId', 'f.leagueId', 'f.updatedAt', 'h.id as homeId', 'h.name as homeName', 'a.id as awayId', 'a.name as awayName'])
        .where('f.liveModeId', '=', FOOTBALL)
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
      const rows = await db.selectFrom('leagues').select(['id', 'name']).where('liveModeId', '=', FOOTBALL).orderBy('id').limit(limit).offset(offset).execute();
      return rows.map((r) => ({ path: leaguePath(r) }));
    }
    case 'teams': {
      const rows = await db
        .selectFrom('teams as t')
        .innerJoin('leagues as l', 'l.id', 't.leagueId')
        .select(['t.id', 't.name'])
        .where('l.liveModeId', '=', FOOTBALL)
        .orderBy('t.id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ path: teamPath(r) }));
    }
    case 'players': {
      const rows = await db
        .selectFrom('players as p')
        .innerJoin('teams as t', 't.id', 'p.teamId')
        .innerJoin('leagues as l', 'l.id', 't.leagueId')
        .select(['p.id', 'p.name'])
        .where('l.liveModeId', '=', FOOTBALL)
        .orderBy('p.id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ path: playerPath(r) }));
    }
    case 'tips': {
      const rows = await db
        .selectFrom('tips as tp')
        .innerJoin('fixtures as f', 'f.id', 'tp.fixtureId')
        .innerJoin('teams as h', 'h.id', 'f.homeTeamId')
        .innerJoin('teams as a', 'a.id', 'f.awayTeamId')
        .select(['tp.id', 'tp.createdAt', 'tp.updatedAt', 'h.name as home', 'a.name as away'])
        .orderBy('tp.id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ path: tipDetailPath({ id: r.id, home: r.home, away: r.away }), lastModified: r.updatedAt ?? r.createdAt }));
    }
  }
}
