import { FULL_MATCH_TYPE, HIGHLIGHT_CATEGORIES, HIGHLIGHT_LIMITS } from '@/lib/domain/highlights';
import type { Translations } from '@/lib/domain/translated-text';
import type { Db } from '@/server/db/client';
import { clipPosterUrl } from '@/server/media/poster';
import { FULL_MATCH_WORD, each } from '@/server/services/highlights/package-words';

/** Who is heard on a commentator's recording, after the match in its title. */
export const COMMENTARY_WORD: Translations = { vi: 'BLV ', en: 'Commentary: ', zh: '解說：' };

export interface RecordingClipInput {
  assetId: number;
  fixtureId: number | null;
  ownerId: number | null;
  durationMs: number;
  now: number;
}

/**
 * Files a commentator's recording of a match among the match's highlights as a full match, so the
 * highlights pages list it and play it cut from the recording. It goes under the match's package, or
 * under whatever clip stands at the head of the match's highlights (another recording); with none, it
 * heads them itself. Once per recording (a retried job finds its clip). Null for a recording of no match.
 */
export async function addRecordingClip(db: Db, r: RecordingClipInput): Promise<number | null> {
  const existing = await db.selectFrom('highlightClips').select('id').where('assetId', '=', r.assetId).executeTakeFirst();
  if (existing) return existing.id;
  if (r.fixtureId === null) return null;
  const f = await db
    .selectFrom('fixtures as f')
    .innerJoin('teams as h', 'h.id', 'f.homeTeamId')
    .innerJoin('teams as a', 'a.id', 'f.awayTeamId')
    .select(['f.id', 'f.liveModeId', 'h.name as home', 'a.name as away'])
    .where('f.id', '=', r.fixtureId)
    .executeTakeFirst();
  const category = HIGHLIGHT_CATEGORIES.find((c) => c.liveModeId === f?.liveModeId)?.slug;
  if (!f || !category) return null;
  const owner = r.ownerId === null ? undefined : await db.selectFrom('users').select(['displayName', 'nickname']).where('id', '=', r.ownerId).executeTakeFirst();
  const name = owner?.nickname || owner?.displayName || '';
  const title = each((l) => `${FULL_MATCH_WORD[l]}${f.home} vs ${f.away}${name ? ` | ${COMMENTARY_WORD[l]}${name}` : ''}`);
  const [root, count] = await Promise.all([
    // The match's package when it has one; a match has at most one clip without a parent (an index says so).
    db.selectFrom('highlightClips').select('id').where('fixtureId', '=', f.id).where('parentId', 'is', null).executeTakeFirst(),
    db.selectFrom('highlightClips').select((eb) => eb.fn.countAll<number>().as('n')).where('fixtureId', '=', f.id).executeTakeFirst(),
  ]);
  const { id } = await db
    .insertInto('highlightClips')
    .values({
      category, type: FULL_MATCH_TYPE, fixtureId: f.id, parentId: root?.id ?? null, eventSeq: null,
      titleVi: title.vi, titleEn: title.en, titleZh: title.zh,
      startSeconds: 0,
      durationSeconds: Math.max(1, Math.min(HIGHLIGHT_LIMITS.maxClipSeconds, Math.round(r.durationMs / 1000))),
      // The match's other clips are numbered from 0; the next number gives this one art of its own.
      poster: clipPosterUrl(category, FULL_MATCH_TYPE, f.id, Number(count?.n ?? 0)),
      assetId: r.assetId, viewCount: 0, publishedAt: r.now, createdAt: r.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
