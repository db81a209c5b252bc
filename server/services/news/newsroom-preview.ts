import type { DataOf } from '@/lib/contract/endpoint';
import type { newsroomPreview } from '@/lib/contract/newsroom';
import type { Locale } from '@/lib/domain/locale';
import { isReadable } from '@/lib/domain/news';
import type { Db } from '@/server/db/client';
import { notFound } from '@/server/api/errors';
import { articleRows, parseBody, toSummary } from './article-rows';
import { tagsOf } from './articles';

/**
 * An article in any state, shaped as the public detail answers it, so the preview page draws it with the
 * public article view. A draft that was never out shows the time of its last edit as its date. No related
 * articles: the preview is about this one.
 */
export async function previewArticle(db: Db, id: number, ctx: { locale: Locale; now: number }): Promise<DataOf<typeof newsroomPreview>> {
  const row = await articleRows(db, ctx.locale).select('a.status').where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('No such article');
  const publishedAt = row.publishedAt === null ? null : Number(row.publishedAt);
  const body = row.body === '[]' ? [] : parseBody(row.body, row.id);
  const summary = toSummary({ ...row, publishedAt: publishedAt ?? Number(row.updatedAt) }, body);
  const tags = await tagsOf(db, row.id, ctx.locale);
  return { article: { ...summary, body, tags }, related: [], status: row.status, live: isReadable({ status: row.status, publishedAt }, ctx.now) };
}
