import { HIGHLIGHT_CATEGORIES } from '@/lib/domain/highlights';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { clipPosterUrl } from '@/server/media/poster';
import { planPackage, type PackageEvent } from '@/server/services/highlights/package';
import type { FeedDb } from '../tables';
import { savesOf, speakersOf } from './highlight-facts';

/** A match that ended longer ago than this gets no package from the feed (a server back after a long stop). */
export const PACKAGE_FRESH_MS = 12 * 60 * 60_000;

export interface PackageOptions {
  /** The matches' events when they are not in the database yet (the seed); otherwise read from it. */
  events?: ReadonlyMap<number, readonly PackageEvent[]>;
  /** Packages for matches however long ago they ended (the seed). */
  anyAge?: boolean;
}

/** Ended, covered (a commentated room) matches among `fixtureIds` that have no package yet. */
async function packageable(db: FeedDb, fixtureIds: readonly number[], now: number, anyAge: boolean) {
  let query = db
    .selectFrom('fixtures as f')
    .innerJoin('teams as h', 'h.id', 'f.homeTeamId')
    .innerJoin('teams as a', 'a.id', 'f.awayTeamId')
    .innerJoin('leagues as l', 'l.id', 'f.leagueId')
    .select(['f.id', 'f.liveModeId', 'f.homeScore', 'f.awayScore', 'f.startTime', 'f.homeTeamId', 'f.awayTeamId', 'h.name as home', 'a.name as away', 'l.nameVi', 'l.nameEn', 'l.nameZh'])
    .where('f.id', 'in', fixtureIds)
    .where('f.scheduleStatus', '=', SCHEDULE_STATUS.ended)
    .where((eb) => eb.exists(eb.selectFrom('liveRooms as r').select('r.id').whereRef('r.fixtureId', '=', 'f.id')))
    // A commentator's recording may be filed first; it does not stand for the match's package.
    .where((eb) => eb.not(eb.exists(eb.selectFrom('highlightClips as c').select('c.id').whereRef('c.fixtureId', '=', 'f.id').where('c.assetId', 'is', null))));
  if (!anyAge) query = query.where('f.startTime', '>', now - PACKAGE_FRESH_MS);
  return query.orderBy('f.startTime').execute();
}

/**
 * Cuts the highlight package of each covered match that has just ended: the extended highlight with a
 * chapter at each goal, card and penalty, a short clip of each goal, the full match, the best saves and the
 * post-match interviews. Once per match. Returns the clips made.
 */
export async function writeHighlightPackages(db: FeedDb, fixtureIds: readonly number[], now: number, opts: PackageOptions = {}): Promise<number> {
  if (fixtureIds.length === 0) return 0;
  let made = 0;
  for (const f of await packageable(db, fixtureIds, now, opts.anyAge ?? false)) {
    const category = HIGHLIGHT_CATEGORIES.find((c) => c.liveModeId === f.liveModeId)?.slug;
    if (!category || f.homeScore === null || f.awayScore === null) continue;
    const events = opts.events?.get(f.id)
      ?? await db.selectFrom('matchEvents').select(['seq', 'minute', 'added', 'kind', 'side', 'playerName', 'homeScore', 'awayScore']).where('fixtureId', '=', f.id).orderBy('seq').execute();
    const plan = planPackage({
      fixtureId: f.id, category, home: f.home, away: f.away, homeScore: f.homeScore, awayScore: f.awayScore,
      league: { vi: f.nameVi, en: f.nameEn, zh: f.nameZh }, events,
      saves: category === 'bong-da' ? await savesOf(db, f.id, f, events) : [],
      speakers: await speakersOf(db, f),
    });
    // The rest of the package goes out a moment after its extended highlight, so the newest list shows the match first.
    const publishedAt = opts.anyAge ? Math.min(now, f.startTime + 2 * 60 * 60_000) : now;
    // A recording heading the match steps aside (parented to itself a moment) so the package can head it.
    const recordings = await db.selectFrom('highlightClips').select('id').where('fixtureId', '=', f.id).where('parentId', 'is', null).execute();
    for (const r of recordings) await db.updateTable('highlightClips').set({ parentId: r.id }).where('id', '=', r.id).execute();
    let parentId: number | null = null;
    for (const [i, clip] of plan.entries()) {
      const { id } = await db
        .insertInto('highlightClips')
        .values({
          category, type: clip.type, fixtureId: f.id, parentId, eventSeq: clip.eventSeq,
          titleVi: clip.title.vi, titleEn: clip.title.en, titleZh: clip.title.zh,
          startSeconds: clip.startSeconds, durationSeconds: clip.durationSeconds,
          poster: clipPosterUrl(category, clip.type, f.id, i),
          viewCount: opts.anyAge ? 50 + ((f.id * 37 + i * 101) % 900) : 0,
          publishedAt: publishedAt - i, createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (parentId === null && recordings.length > 0) await db.updateTable('highlightClips').set({ parentId: id }).where('id', 'in', recordings.map((r) => r.id)).execute();
      parentId ??= id;
      made++;
      if (clip.chapters.length === 0) continue;
      await db.insertInto('highlightChapters').values(clip.chapters.map((c) => ({
        clipId: id, atSeconds: c.atSeconds, kind: c.kind, minute: c.minute, eventSeq: c.eventSeq,
        labelVi: c.label.vi, labelEn: c.label.en, labelZh: c.label.zh,
      }))).execute();
    }
  }
  return made;
}
