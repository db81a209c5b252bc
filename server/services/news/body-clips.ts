import type { ArticleBlock } from '@/lib/contract/news-blocks';
import { LOCALES, type Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { unprocessable } from '@/server/api/errors';

type Bodies = Record<Locale, readonly ArticleBlock[]>;

/**
 * Every highlight block must name a clip that exists; with `outBy`, one readers can watch by then.
 * The refusal names the block (`body.{locale}.{index}`) so the form can point at it.
 */
export async function assertBodyClips(db: Db, body: Bodies, outBy: number | null): Promise<void> {
  const blocks = LOCALES.flatMap((locale) => body[locale].flatMap((b, index) => (b.kind === 'highlight' ? [{ locale, index, clipId: b.clipId }] : [])));
  if (blocks.length === 0) return;
  const ids = [...new Set(blocks.map((b) => b.clipId))];
  const rows = await db.selectFrom('highlightClips').select(['id', 'publishedAt']).where('id', 'in', ids).execute();
  const publishedAt = new Map(rows.map((r) => [r.id, Number(r.publishedAt)]));
  for (const b of blocks) {
    const at = publishedAt.get(b.clipId);
    if (at === undefined) throw unprocessable(`body.${b.locale}.${b.index}`, 'no such clip');
    if (outBy !== null && at > outBy) throw unprocessable(`body.${b.locale}.${b.index}`, 'clip not published yet');
  }
}
