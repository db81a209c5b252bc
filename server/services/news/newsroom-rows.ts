import type * as z from 'zod/mini';
import type { DataOf } from '@/lib/contract/endpoint';
import type { ArticleBlock } from '@/lib/contract/news-blocks';
import type { EditableArticle, newsroomList } from '@/lib/contract/newsroom';
import type { Locale } from '@/lib/domain/locale';
import { articlePath, articleSlug, isReadable } from '@/lib/domain/news';
import type { Db } from '@/server/db/client';
import { notFound } from '@/server/api/errors';
import { localizedColumn } from '../localized';
import { parseBody } from './article-rows';
import { tagsOf } from './articles';

/** Bigints come back from PostgreSQL as text. */
const ms = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** A draft's body may be empty; a stored body that no longer reads as blocks is shown empty too (parseBody reports it). */
const draftBody = (raw: string, id: number): ArticleBlock[] => (raw === '[]' ? [] : parseBody(raw, id));

/** One article as the newsroom edits it, in all three languages, its tags named in the editor's; 404 for an unknown id. */
export async function editableArticle(db: Db, id: number, { now, locale }: { now: number; locale: Locale }): Promise<EditableArticle> {
  const row = await db.selectFrom('newsArticles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('No such article');
  const named = await tagsOf(db, id, locale);
  const tags = named.map(({ kind, refId }) => ({ kind, refId }));
  const publishedAt = ms(row.publishedAt);
  return {
    id: row.id,
    status: row.status,
    category: row.category,
    type: row.type,
    featured: row.featured === 1,
    cover: row.cover,
    headline: { vi: row.headlineVi, en: row.headlineEn, zh: row.headlineZh },
    standfirst: { vi: row.standfirstVi, en: row.standfirstEn, zh: row.standfirstZh },
    body: { vi: draftBody(row.bodyVi, id), en: draftBody(row.bodyEn, id), zh: draftBody(row.bodyZh, id) },
    tags,
    tagNames: named,
    publishedAt,
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
    live: isReadable({ status: row.status, publishedAt }, now),
    path: articlePath({ category: row.category, type: row.type, slug: articleSlug({ id: row.id, headline: row.headlineVi }) }),
  };
}

type ListQuery = z.output<typeof newsroomList.query>;

/** Every article in any state, the last edited first, with its headline in the editor's language. */
export async function newsroomPage(db: Db, q: ListQuery, ctx: { locale: Locale; now: number }): Promise<DataOf<typeof newsroomList>> {
  let base = db.selectFrom('newsArticles as a').innerJoin('users as u', 'u.id', 'a.authorId');
  if (q.status) base = base.where('a.status', '=', q.status);
  const [rows, count] = await Promise.all([
    base
      .select(['a.id', 'a.status', 'a.category', 'a.type', 'a.featured', 'a.headlineVi', 'a.publishedAt', 'a.updatedAt', 'u.displayName'])
      .select(localizedColumn('a.headline', ctx.locale).as('headline'))
      .orderBy('a.updatedAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const items = rows.map((r) => {
    const publishedAt = ms(r.publishedAt);
    return {
      id: r.id,
      status: r.status,
      live: isReadable({ status: r.status, publishedAt }, ctx.now),
      category: r.category,
      type: r.type,
      featured: r.featured === 1,
      headline: r.headline || r.headlineVi,
      author: r.displayName,
      publishedAt,
      updatedAt: Number(r.updatedAt),
    };
  });
  return { items, total: Number(count?.n ?? 0), pageNum: q.pageNum, pageSize: q.pageSize };
}
