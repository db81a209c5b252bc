import type { ClipSummary } from '@/lib/contract/highlights';
import type { Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { publishedClips, toClipSummary } from '@/server/services/highlights/clip-rows';

export const COMMENTATOR_RECORDINGS_MAX = 12;

/**
 * A commentator's ready recordings, newest first, as the highlight clips they play through (the
 * highlights player, the clip's page): what their public page lists as on-demand videos.
 */
export async function commentatorRecordings(db: Db, userId: number, ctx: { locale: Locale; now: number }, limit = COMMENTATOR_RECORDINGS_MAX): Promise<ClipSummary[]> {
  const rows = await publishedClips(db, ctx.locale, ctx.now)
    .innerJoin('mediaAssets as m', 'm.id', 'c.assetId')
    .where('m.ownerId', '=', userId)
    .where('m.kind', '=', 'recording')
    .where('m.state', '=', 'ready')
    // The recording's own clip (filed first), not the clips cut from it since.
    .where('c.id', '=', (eb) => eb.selectFrom('highlightClips as o').select((o) => o.fn.min<number>('o.id').as('first')).whereRef('o.assetId', '=', 'c.assetId'))
    .orderBy('c.publishedAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toClipSummary);
}
