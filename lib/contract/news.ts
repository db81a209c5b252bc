import * as z from 'zod/mini';
import { ARTICLE_TAG_KINDS, NEWS_CATEGORY_SLUGS, NEWS_LIMITS, NEWS_TABS, NEWS_TYPE_SLUGS, type NewsCategory, type NewsType } from '@/lib/domain/news';
import { SORT_OPTION_VALUES } from '@/lib/domain/sort-options';
import { endpoint, queryInt } from './endpoint';
import * as calls from './news-calls';
import { articleBlock } from './news-blocks';
import { person } from './room';

const id = queryInt(1, 2_147_483_647);
const category = z.enum(NEWS_CATEGORY_SLUGS as [NewsCategory, ...NewsCategory[]]);
const type = z.enum(NEWS_TYPE_SLUGS as [NewsType, ...NewsType[]]);

/** An article as lists show it. */
export const articleSummary = z.object({
  id: z.int(),
  category,
  type,
  /** The last URL segment: the Vietnamese headline's slug and the id, the same in every language. */
  slug: z.string(),
  headline: z.string(),
  standfirst: z.string(),
  cover: z.string(),
  author: person,
  featured: z.boolean(),
  publishedAt: z.int(),
  /** Set when the text changed after publication. */
  updatedAt: z.nullable(z.int()),
  readingMinutes: z.int(),
  viewCount: z.int(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

/** What a tag links to, named in the reader's language. */
export const articleTag = z.object({ kind: z.enum(ARTICLE_TAG_KINDS), refId: z.int(), name: z.string(), slug: z.nullable(z.string()) });
export type ArticleTag = z.infer<typeof articleTag>;

export const article = z.object({
  ...articleSummary.shape,
  body: z.array(articleBlock),
  tags: z.array(articleTag),
});
export type Article = z.infer<typeof article>;

/**
 * Published articles, newest first, of one sport and type or all; a tab reorders them (featured first,
 * most viewed, or recommended for the viewer), and `sort` is spec §3's: `viewCount,desc` by views,
 * `mostArticle,desc` the newest first.
 */
export const newsList = endpoint(calls.newsList, {
  query: z.object({
    category: z.optional(category),
    type: z.optional(type),
    tab: z.optional(z.enum(NEWS_TABS)),
    sort: z.optional(z.enum(SORT_OPTION_VALUES as [string, ...string[]])),
    /** Articles about this team, league, player or match only. */
    tagKind: z.optional(z.enum(ARTICLE_TAG_KINDS)),
    tagId: z.optional(id),
    pageNum: z._default(queryInt(1, 1000), 1),
    pageSize: z._default(queryInt(1, NEWS_LIMITS.pageSizeMax), NEWS_LIMITS.pageSize),
  }),
  data: z.object({ items: z.array(articleSummary), total: z.int(), pageNum: z.int(), pageSize: z.int() }),
});

/** One published article with its body, tags and a few related ones; 404 for an unknown or unpublished id. */
export const newsDetail = endpoint(calls.newsDetail, {
  query: z.object({ id }),
  data: z.object({ article, related: z.array(articleSummary) }),
});

/** Members only (401): forgets every article the member read, so recommendations start afresh; again is harmless. */
export const newsReadingHistoryClear = endpoint(calls.newsReadingHistoryClear, {
  body: z.strictObject({}),
  data: z.object({ cleared: z.int() }),
});
