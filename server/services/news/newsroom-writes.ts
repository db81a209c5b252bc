import type { ArticleDraft, EditableArticle } from '@/lib/contract/newsroom';
import { isReadable, type ArticleStatus } from '@/lib/domain/news';
import { NEWSROOM_LIMITS } from '@/lib/domain/newsroom';
import { LOCALES } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { ApiError, notFound, unprocessable } from '@/server/api/errors';
import { translatedColumns } from '../localized';
import { assertBodyClips } from './body-clips';
import { editableArticle } from './newsroom-rows';
import type { Locale } from '@/lib/domain/locale';

interface WriteCtx {
  editorId: number;
  now: number;
  /** The editor's language, for the names of the article's tags. */
  locale: Locale;
}

/** The columns a draft writes; bodies are stored as JSON of blocks the contract has already checked. */
function draftColumns(d: ArticleDraft) {
  return {
    category: d.category,
    type: d.type,
    featured: d.featured ? 1 : 0,
    cover: d.cover,
    ...translatedColumns('headline', d.headline),
    ...translatedColumns('standfirst', d.standfirst),
    ...translatedColumns('body', { vi: JSON.stringify(d.body.vi), en: JSON.stringify(d.body.en), zh: JSON.stringify(d.body.zh) }),
  } as const;
}

/** Tags once each, whatever the editor sent twice. */
const uniqueTags = (tags: ArticleDraft['tags']) => [...new Map(tags.map((t) => [`${t.kind}:${t.refId}`, t])).values()];

export async function createDraft(db: Db, draft: ArticleDraft, ctx: WriteCtx): Promise<EditableArticle> {
  await assertBodyClips(db, draft.body, null);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('newsArticles')
      .values({ ...draftColumns(draft), status: 'draft', authorId: ctx.editorId, fixtureId: null, publishedAt: null, createdAt: ctx.now, updatedAt: ctx.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tags = uniqueTags(draft.tags);
    if (tags.length > 0) await trx.insertInto('newsArticleTags').values(tags.map((t) => ({ articleId: row.id, ...t }))).execute();
    return row.id;
  });
  return editableArticle(db, id, ctx);
}

async function statusOf(db: Db, id: number) {
  const row = await db.selectFrom('newsArticles').select(['status', 'publishedAt']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('No such article');
  return { status: row.status, publishedAt: row.publishedAt === null ? null : Number(row.publishedAt) };
}

/** Replaces an article's text, filing and tags in any state; a live article stays live with the new text. */
export async function updateArticle(db: Db, id: number, draft: ArticleDraft, ctx: WriteCtx): Promise<EditableArticle> {
  const current = await editableArticle(db, id, ctx);
  // A live or scheduled article must stay complete: readers (now or soon) would get the gaps.
  if (current.status === 'published' || current.status === 'scheduled') assertComplete(draft);
  // Clips must exist; once readers get (or are due to get) the text, also be out by then.
  await assertBodyClips(db, draft.body, current.status === 'published' ? ctx.now : current.status === 'scheduled' ? current.publishedAt : null);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('newsArticles').set({ ...draftColumns(draft), updatedAt: ctx.now }).where('id', '=', id).execute();
    await trx.deleteFrom('newsArticleTags').where('articleId', '=', id).execute();
    const tags = uniqueTags(draft.tags);
    if (tags.length > 0) await trx.insertInto('newsArticleTags').values(tags.map((t) => ({ articleId: id, ...t }))).execute();
  });
  return editableArticle(db, id, ctx);
}

/** Readers see all three languages: each needs its headline, standfirst and body, and the article a cover. */
function assertComplete(a: Pick<ArticleDraft, 'headline' | 'standfirst' | 'body' | 'cover'>): void {
  for (const locale of LOCALES) {
    if (!a.headline[locale]) throw unprocessable(`headline.${locale}`, 'required to publish');
    if (!a.standfirst[locale]) throw unprocessable(`standfirst.${locale}`, 'required to publish');
    if (a.body[locale].length === 0) throw unprocessable(`body.${locale}`, 'required to publish');
  }
  if (!a.cover) throw unprocessable('cover', 'required to publish');
}

async function setState(db: Db, id: number, status: ArticleStatus, publishedAt: number | null, ctx: WriteCtx): Promise<EditableArticle> {
  await db.updateTable('newsArticles').set({ status, publishedAt, updatedAt: ctx.now }).where('id', '=', id).execute();
  return editableArticle(db, id, ctx);
}

/** Sets the time an article goes out; until then readers do not see it, after it they do with no further step. */
export async function scheduleArticle(db: Db, id: number, publishAt: number, ctx: WriteCtx): Promise<EditableArticle> {
  const current = await editableArticle(db, id, ctx);
  if (current.live) throw new ApiError(409, 'Already published: unpublish it first to schedule it again');
  if (publishAt <= ctx.now) throw unprocessable('publishAt', 'must be in the future');
  if (publishAt > ctx.now + NEWSROOM_LIMITS.scheduleAheadMaxMs) throw unprocessable('publishAt', 'must be within a year');
  assertComplete(current);
  await assertBodyClips(db, current.body, publishAt);
  return setState(db, id, 'scheduled', publishAt, ctx);
}

/** Publishes now; an article already out keeps the time it first went out. */
export async function publishArticle(db: Db, id: number, ctx: WriteCtx): Promise<EditableArticle> {
  const current = await editableArticle(db, id, ctx);
  assertComplete(current);
  await assertBodyClips(db, current.body, ctx.now);
  return setState(db, id, 'published', current.live ? current.publishedAt : ctx.now, ctx);
}

/** Takes an article down: out of every list and its URL a 404. One still waiting for its time goes back to draft. */
export async function unpublishArticle(db: Db, id: number, ctx: WriteCtx): Promise<EditableArticle> {
  const current = await statusOf(db, id);
  if (isReadable(current, ctx.now)) return setState(db, id, 'unpublished', current.publishedAt, ctx);
  if (current.status === 'scheduled') return setState(db, id, 'draft', null, ctx);
  return editableArticle(db, id, ctx);
}
