import * as z from 'zod/mini';
import { ARTICLE_STATUSES, ARTICLE_TAG_KINDS, NEWS_CATEGORY_SLUGS, NEWS_LIMITS, NEWS_TYPE_SLUGS, type NewsCategory, type NewsType } from '@/lib/domain/news';
import { NEWS_IMAGE, NEWSROOM_LIMITS } from '@/lib/domain/newsroom';
import { endpoint, queryInt } from './endpoint';
import { article, articleSummary, articleTag } from './news';
import { articleBlock, ownMediaPath } from './news-blocks';
import * as calls from './newsroom-calls';

const id = z.int().check(z.positive(), z.maximum(2_147_483_647));
const category = z.enum(NEWS_CATEGORY_SLUGS as [NewsCategory, ...NewsCategory[]]);
const type = z.enum(NEWS_TYPE_SLUGS as [NewsType, ...NewsType[]]);
const status = z.enum(ARTICLE_STATUSES);

/** Text a draft may leave empty in a language not written yet; publishing asks for all three. */
const draftText = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const inThree = <T extends z.ZodMiniType>(schema: T) => z.strictObject({ vi: schema, en: schema, zh: schema });
const blocks = z.array(articleBlock).check(z.maxLength(NEWS_LIMITS.blocks));

export const editorTag = z.strictObject({ kind: z.enum(ARTICLE_TAG_KINDS), refId: id });

/** Everything an editor writes: the same shape creates a draft and updates an article. */
export const articleDraft = z.strictObject({
  category,
  type,
  featured: z.boolean(),
  /** An uploaded or shipped picture of this site; empty until one is chosen (publishing asks for one). */
  cover: z.union([z.literal(''), ownMediaPath]),
  headline: inThree(draftText(NEWS_LIMITS.headline)),
  standfirst: inThree(draftText(NEWS_LIMITS.standfirst)),
  body: inThree(blocks),
  tags: z.array(editorTag).check(z.maxLength(NEWS_LIMITS.tags)),
});
export type ArticleDraft = z.infer<typeof articleDraft>;

/** An article as the newsroom edits it: all three languages, its state and its times. */
export const editableArticle = z.object({
  ...articleDraft.shape,
  id: z.int(),
  status,
  /** When it went or goes out; null for a draft never published. */
  publishedAt: z.nullable(z.int()),
  createdAt: z.int(),
  updatedAt: z.int(),
  /** Whether readers can open it now (published, or scheduled and due). */
  live: z.boolean(),
  /** Its public path (articlePath), the same in every language. */
  path: z.string(),
  /** The tags with what they point at named in the editor's language, for the form to show. */
  tagNames: z.array(articleTag),
});
export type EditableArticle = z.infer<typeof editableArticle>;

export const newsroomItem = z.object({
  id: z.int(),
  status,
  live: z.boolean(),
  category,
  type,
  featured: z.boolean(),
  /** The headline in the editor's language, or the Vietnamese one while that is not written. */
  headline: z.string(),
  author: z.string(),
  publishedAt: z.nullable(z.int()),
  updatedAt: z.int(),
});
export type NewsroomItem = z.infer<typeof newsroomItem>;

const byId = z.strictObject({ id });

/** Every article in any state, the last edited first; `status` keeps one state only. */
export const newsroomList = endpoint(calls.newsroomList, {
  query: z.object({
    status: z.optional(status),
    pageNum: z._default(queryInt(1, 10_000), 1),
    pageSize: z._default(queryInt(1, NEWSROOM_LIMITS.pageSizeMax), NEWSROOM_LIMITS.pageSize),
  }),
  data: z.object({ items: z.array(newsroomItem), total: z.int(), pageNum: z.int(), pageSize: z.int() }),
});

export const newsroomArticle = endpoint(calls.newsroomArticle, { query: z.object({ id: queryInt(1, 2_147_483_647) }), data: editableArticle });

/** An article in any state, in the reader's language, exactly as the public article page takes it. */
export const newsroomPreview = endpoint(calls.newsroomPreview, {
  query: z.object({ id: queryInt(1, 2_147_483_647) }),
  data: z.object({ article, related: z.array(articleSummary), status, live: z.boolean() }),
});

export const newsroomCreate = endpoint(calls.newsroomCreate, { body: articleDraft, data: editableArticle });

export const newsroomUpdate = endpoint(calls.newsroomUpdate, { body: z.strictObject({ id, ...articleDraft.shape }), data: editableArticle });

/** Publishes at `publishAt` (epoch ms, in the future); the article must be complete in three languages. */
export const newsroomSchedule = endpoint(calls.newsroomSchedule, { body: z.strictObject({ id, publishAt: z.int().check(z.positive()) }), data: editableArticle });

export const newsroomPublish = endpoint(calls.newsroomPublish, { body: byId, data: editableArticle });

/** Takes an article down (its URL answers 404 again, its text is kept); a scheduled one goes back to draft. */
export const newsroomUnpublish = endpoint(calls.newsroomUnpublish, { body: byId, data: editableArticle });

/** A data URL of at most NEWS_IMAGE.maxBytes of image, as base64 (4 characters per 3 bytes, plus the prefix). */
export const NEWS_IMAGE_BODY_BYTES = Math.ceil((NEWS_IMAGE.maxBytes * 4) / 3) + 4096;

/** Stores a cover or body picture; answers its path under /media/uploads/news/. */
export const newsroomImage = endpoint(calls.newsroomImage, {
  body: z.strictObject({ image: z.string().check(z.regex(/^data:image\/[\w+.-]+;base64,[A-Za-z0-9+/=\s]*$/, 'must be a base64 image data URL')) }),
  data: z.object({ path: z.string() }),
  maxBodyBytes: NEWS_IMAGE_BODY_BYTES,
});
