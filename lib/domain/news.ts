import { slugify } from '@/lib/format/slug';
import { LIVE_MODE, type LiveModeId } from './live-modes';

/** The news section's root (spec §2): `/tin-tuc/{category}/{type}/{slug}` below it. */
export const NEWS_ROOT = '/tin-tuc';

/** Sports with a newsroom desk; the slugs are the schedule's and the tips' sport segments. */
export const NEWS_CATEGORIES = [
  { slug: 'bong-da', liveModeId: LIVE_MODE.football },
  { slug: 'bong-ro', liveModeId: LIVE_MODE.basketball },
  { slug: 'esport', liveModeId: LIVE_MODE.esport },
  { slug: 'tennis', liveModeId: LIVE_MODE.tennis },
  { slug: 'bong-chuyen', liveModeId: LIVE_MODE.volleyball },
  { slug: 'billiard', liveModeId: LIVE_MODE.billiard },
] as const satisfies readonly { slug: string; liveModeId: LiveModeId }[];
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]['slug'];
export const NEWS_CATEGORY_SLUGS: readonly NewsCategory[] = NEWS_CATEGORIES.map((c) => c.slug);

/** What kind of piece an article is, as a sports desk files them. Names are in messages (`news.types.{key}`). */
export const NEWS_TYPES = [
  { slug: 'tin-nong', key: 'hot' },
  { slug: 'chuyen-nhuong', key: 'transfer' },
  { slug: 'nhan-dinh', key: 'preview' },
  { slug: 'tuong-thuat', key: 'report' },
  { slug: 'phong-van', key: 'interview' },
  { slug: 'phan-tich', key: 'analysis' },
] as const;
export type NewsType = (typeof NEWS_TYPES)[number]['slug'];
export type NewsTypeKey = (typeof NEWS_TYPES)[number]['key'];
export const NEWS_TYPE_SLUGS: readonly NewsType[] = NEWS_TYPES.map((t) => t.slug);
/** The type the feed files its automatic match reports under. */
export const MATCH_REPORT_TYPE: NewsType = 'tuong-thuat';

/** Spec §2's news tabs: featured, most viewed, recommended for the viewer. */
export const NEWS_TABS = ['noi-bat', 'xem-nhieu-nhat', 'de-xuat'] as const;
export type NewsTab = (typeof NEWS_TABS)[number];

/**
 * An article's life: a draft only the newsroom sees; scheduled, published when its time comes;
 * published; unpublished, taken down again (its URL answers 404, its text is kept).
 */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/**
 * What readers see: a published article, or a scheduled one whose time (`publishedAt`) has come. No job
 * has to flip a scheduled article to published for it to appear; every public query applies this rule.
 */
export const READABLE_STATUSES = ['published', 'scheduled'] as const satisfies readonly ArticleStatus[];
export const isReadable = (a: { status: ArticleStatus; publishedAt: number | null }, now: number): boolean =>
  (READABLE_STATUSES as readonly ArticleStatus[]).includes(a.status) && a.publishedAt !== null && a.publishedAt <= now;

/** The blocks an article body is made of; text blocks hold plain text only, never markup. */
export const ARTICLE_BLOCK_KINDS = ['paragraph', 'heading', 'image', 'quote', 'list', 'match', 'standings', 'highlight'] as const;
export type ArticleBlockKind = (typeof ARTICLE_BLOCK_KINDS)[number];

/** What an article's tags point at. */
export const ARTICLE_TAG_KINDS = ['team', 'player', 'league', 'match'] as const;
export type ArticleTagKind = (typeof ARTICLE_TAG_KINDS)[number];

export const NEWS_LIMITS = {
  headline: 160,
  standfirst: 400,
  /** Characters of one text block. */
  blockText: 4000,
  blocks: 80,
  listItems: 30,
  tags: 20,
  pageSize: 12,
  pageSizeMax: 48,
} as const;

/** Words a reader reads per minute, for the reading time; Chinese is counted in characters. */
export const READING_RATE = { wordsPerMinute: 220, hanCharactersPerMinute: 400 } as const;

/** Minutes to read a text: at least one. */
export function readingMinutes(text: string): number {
  const han = (text.match(/\p{Script=Han}/gu) ?? []).length;
  const words = text.replace(/\p{Script=Han}/gu, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / READING_RATE.wordsPerMinute + han / READING_RATE.hanCharactersPerMinute));
}

export const isNewsCategory = (value: string): value is NewsCategory => (NEWS_CATEGORY_SLUGS as readonly string[]).includes(value);
export const isNewsType = (value: string): value is NewsType => (NEWS_TYPE_SLUGS as readonly string[]).includes(value);
export const isNewsTab = (value: string): value is NewsTab => (NEWS_TABS as readonly string[]).includes(value);

/** The last part of an article's URL: its Vietnamese headline's slug and its id, so a changed headline still finds it. */
export function articleSlug(article: { id: number; headline: string }): string {
  const words = slugify(article.headline);
  return words ? `${words}-${article.id}` : String(article.id);
}

/** The id at the end of an article's slug, or null when the segment names none. */
export function articleIdFromSlug(slug: string): number | null {
  const match = /(?:^|-)(\d{1,9})$/.exec(slug);
  return match ? Number(match[1]) : null;
}

export function newsListPath(category?: NewsCategory, type?: NewsType): string {
  if (!category) return NEWS_ROOT;
  return type ? `${NEWS_ROOT}/${category}/${type}` : `${NEWS_ROOT}/${category}`;
}

/** The canonical path of an article; `slug` is `articleSlug` of its Vietnamese headline, the same in every language. */
export function articlePath(article: { category: string; type: string; slug: string }): string {
  return `${NEWS_ROOT}/${article.category}/${article.type}/${article.slug}`;
}
