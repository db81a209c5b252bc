import type { ArticleBlock } from '@/lib/contract/news-blocks';
import { MATCH_PACKAGE_TYPE } from '@/lib/domain/highlights';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { MATCH_REPORT_TYPE, NEWS_CATEGORIES } from '@/lib/domain/news';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { mediaUrl } from '@/server/media/urls';
import type { FeedDb } from '../tables';
import { matchReport, type ReportEvent, type ReportFacts } from './report-text';

/** A match that ended longer ago than this (a server back after a long stop) gets no report: it is not news any more. */
export const REPORT_FRESH_MS = 12 * 60 * 60_000;

export interface ReportOptions {
  /** The matches' events when they are not in the database yet (the seed); otherwise read from it. */
  events?: ReadonlyMap<number, readonly ReportEvent[]>;
  /** Reports for matches however long ago they ended, published two hours after kick-off (the seed). */
  anyAge?: boolean;
}

/** The match's extended highlight, when its package is out: the programme cuts packages before it writes reports. */
async function packageClipId(db: FeedDb, fixtureId: number, now: number): Promise<number | null> {
  const row = await db.selectFrom('highlightClips').select('id')
    .where('fixtureId', '=', fixtureId).where('parentId', 'is', null).where('type', '=', MATCH_PACKAGE_TYPE).where('publishedAt', '<=', now)
    .orderBy('id').executeTakeFirst();
  return row?.id ?? null;
}

/** The clip goes right under the match card, where a reader looks for it. */
function withClip(body: ArticleBlock[], clipId: number | null): ArticleBlock[] {
  if (clipId === null) return body;
  const at = body.findIndex((b) => b.kind === 'match') + 1;
  return [...body.slice(0, at), { kind: 'highlight', clipId }, ...body.slice(at)];
}

/**
 * Writes and publishes the match report of each fixture that has just ended: in three languages, from
 * its score and events, under match reports, tagged with the match, both teams and the league. Only
 * matches the site covers (a commentated room) get one, once each, and only when the desk has an editor
 * to sign it. A match whose highlight package is out gets it embedded. Returns how many it wrote.
 */
export async function writeMatchReports(db: FeedDb, fixtureIds: readonly number[], now: number, opts: ReportOptions = {}): Promise<number> {
  if (fixtureIds.length === 0) return 0;
  const desk = await db.selectFrom('users').select('id').where('siteRoleId', '=', SITE_ROLE.editor).orderBy('id').executeTakeFirst();
  if (!desk) return 0;
  let query = db
    .selectFrom('fixtures as f')
    .innerJoin('teams as h', 'h.id', 'f.homeTeamId')
    .innerJoin('teams as a', 'a.id', 'f.awayTeamId')
    .innerJoin('leagues as l', 'l.id', 'f.leagueId')
    .leftJoin('feedFixtures as ff', 'ff.fixtureId', 'f.id')
    .select(['f.id', 'f.liveModeId', 'f.leagueId', 'f.homeTeamId', 'f.awayTeamId', 'f.homeScore', 'f.awayScore', 'f.startTime', 'h.name as home', 'a.name as away'])
    .select(['l.nameVi', 'l.nameEn', 'l.nameZh', 'ff.shootoutHome', 'ff.shootoutAway'])
    .where('f.id', 'in', fixtureIds)
    .where('f.scheduleStatus', '=', SCHEDULE_STATUS.ended)
    .where((eb) => eb.exists(eb.selectFrom('liveRooms as r').select('r.id').whereRef('r.fixtureId', '=', 'f.id')))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('newsArticles as n').select('n.id').whereRef('n.fixtureId', '=', 'f.id'))));
  if (!opts.anyAge) query = query.where('f.startTime', '>', now - REPORT_FRESH_MS);
  const fixtures = await query.orderBy('f.startTime').execute();
  let written = 0;
  for (const f of fixtures) {
    const category = NEWS_CATEGORIES.find((c) => c.liveModeId === f.liveModeId)?.slug;
    if (!category || f.homeScore === null || f.awayScore === null) continue;
    const events = opts.events?.get(f.id) ?? await db.selectFrom('matchEvents').select(['minute', 'added', 'kind', 'side', 'playerName']).where('fixtureId', '=', f.id).orderBy('seq').execute();
    const facts: ReportFacts = {
      fixtureId: f.id,
      league: { vi: f.nameVi, en: f.nameEn, zh: f.nameZh },
      home: f.home,
      away: f.away,
      homeScore: f.homeScore,
      awayScore: f.awayScore,
      shootout: f.shootoutHome !== null && f.shootoutAway !== null ? { home: f.shootoutHome, away: f.shootoutAway } : null,
      events,
    };
    const text = matchReport(facts);
    const publishedAt = opts.anyAge ? Math.min(now, f.startTime + 2 * 60 * 60_000) : now;
    const clipId = await packageClipId(db, f.id, publishedAt);
    const body = (locale: keyof typeof text) => JSON.stringify(withClip(text[locale].body, clipId));
    const { id } = await db
      .insertInto('newsArticles')
      .values({
        category,
        type: MATCH_REPORT_TYPE,
        status: 'published',
        cover: mediaUrl('banner', `stadium-news-report-${f.id}`),
        authorId: desk.id,
        fixtureId: f.id,
        headlineVi: text.vi.headline,
        headlineEn: text.en.headline,
        headlineZh: text.zh.headline,
        standfirstVi: text.vi.standfirst,
        standfirstEn: text.en.standfirst,
        standfirstZh: text.zh.standfirst,
        bodyVi: body('vi'),
        bodyEn: body('en'),
        bodyZh: body('zh'),
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tags = [
      { kind: 'match' as const, refId: f.id },
      { kind: 'team' as const, refId: f.homeTeamId },
      { kind: 'team' as const, refId: f.awayTeamId },
      { kind: 'league' as const, refId: f.leagueId },
    ];
    await db.insertInto('newsArticleTags').values(tags.map((t) => ({ articleId: id, ...t }))).execute();
    written++;
  }
  return written;
}
