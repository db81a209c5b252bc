import type { ClipMatch, ClipSummary } from '@/lib/contract/highlights';
import { clipSlug } from '@/lib/domain/highlights';
import type { Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { localizedColumn } from '../localized';

/** Clips out by `now`, in the reader's language, with their matches; callers add filters, order and paging. */
export function publishedClips(db: Db, locale: Locale, now: number) {
  return db
    .selectFrom('highlightClips as c')
    .leftJoin('fixtures as f', 'f.id', 'c.fixtureId')
    .leftJoin('teams as h', 'h.id', 'f.homeTeamId')
    .leftJoin('teams as a', 'a.id', 'f.awayTeamId')
    .select([
      'c.id', 'c.category', 'c.type', 'c.titleVi', 'c.poster', 'c.durationSeconds', 'c.startSeconds', 'c.publishedAt', 'c.viewCount', 'c.parentId',
      localizedColumn('c.title', locale).as('title'),
      'f.id as fixtureId', 'f.staticId', 'f.leagueId', 'f.homeScore', 'f.awayScore',
      'h.id as homeId', 'a.id as awayId', 'h.name as home', 'h.slug as homeSlug', 'a.name as away', 'a.slug as awaySlug',
    ])
    .where('c.publishedAt', '<=', now);
}
export type ClipQuery = ReturnType<typeof publishedClips>;
export type ClipRow = Awaited<ReturnType<ClipQuery['execute']>>[number];

function matchOf(r: ClipRow): ClipMatch | null {
  if (r.fixtureId === null || r.staticId === null || r.leagueId === null || r.home === null || r.away === null || r.homeId === null || r.awayId === null) return null;
  return {
    fixtureId: r.fixtureId, staticId: r.staticId, leagueId: r.leagueId,
    homeId: r.homeId, awayId: r.awayId, home: r.home, away: r.away, homeSlug: r.homeSlug ?? '', awaySlug: r.awaySlug ?? '',
    homeScore: r.homeScore, awayScore: r.awayScore,
  };
}

export function toClipSummary(r: ClipRow): ClipSummary {
  return {
    id: r.id, category: r.category, type: r.type, slug: clipSlug({ id: r.id, title: r.titleVi }), title: r.title,
    poster: r.poster, durationSeconds: r.durationSeconds, publishedAt: Number(r.publishedAt), viewCount: r.viewCount,
    parentId: r.parentId, match: matchOf(r),
  };
}
