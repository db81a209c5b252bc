import * as z from 'zod/mini';
import {
  CHAPTER_KINDS, HIGHLIGHT_CATEGORY_SLUGS, HIGHLIGHT_LIMITS, HIGHLIGHT_SORTS, HIGHLIGHT_TYPE_SLUGS,
  type HighlightCategory, type HighlightType,
} from '@/lib/domain/highlights';
import { endpoint, queryInt } from './endpoint';
import * as calls from './highlights-calls';

const id = queryInt(1, 2_147_483_647);
const category = z.enum(HIGHLIGHT_CATEGORY_SLUGS as [HighlightCategory, ...HighlightCategory[]]);
const type = z.enum(HIGHLIGHT_TYPE_SLUGS as [HighlightType, ...HighlightType[]]);

/** The match a clip is from: enough to hide its score (spoiler-free mode) and to link to it. */
export const clipMatch = z.object({
  fixtureId: z.int(),
  staticId: z.int(),
  leagueId: z.int(),
  homeId: z.int(),
  awayId: z.int(),
  home: z.string(),
  away: z.string(),
  homeSlug: z.string(),
  awaySlug: z.string(),
  homeScore: z.nullable(z.int()),
  awayScore: z.nullable(z.int()),
});
export type ClipMatch = z.infer<typeof clipMatch>;

/** A clip as lists show it. */
export const clipSummary = z.object({
  id: z.int(),
  category,
  type,
  /** The last URL segment: the Vietnamese title's slug and the id, the same in every language. */
  slug: z.string(),
  title: z.string(),
  poster: z.string(),
  durationSeconds: z.int(),
  publishedAt: z.int(),
  viewCount: z.int(),
  /** The match package a single-moment clip belongs to. */
  parentId: z.nullable(z.int()),
  match: z.nullable(clipMatch),
});
export type ClipSummary = z.infer<typeof clipSummary>;

export const clipChapter = z.object({
  atSeconds: z.int(),
  kind: z.enum(CHAPTER_KINDS),
  label: z.string(),
  minute: z.nullable(z.int()),
  /** The match event (its seq) the chapter marks. */
  eventSeq: z.nullable(z.int()),
});
export type ClipChapter = z.infer<typeof clipChapter>;

export const clip = z.object({
  ...clipSummary.shape,
  /** Master playlist of the clip. */
  stream: z.string(),
  chapters: z.array(clipChapter),
});
export type Clip = z.infer<typeof clip>;

/** Clips newest first (or most viewed), of one sport and type or all, or of one match. */
export const highlightList = endpoint(calls.highlightList, {
  query: z.object({
    category: z.optional(category),
    type: z.optional(type),
    sort: z.optional(z.enum(HIGHLIGHT_SORTS)),
    fixtureId: z.optional(id),
    pageNum: z._default(queryInt(1, 1000), 1),
    pageSize: z._default(queryInt(1, HIGHLIGHT_LIMITS.pageSizeMax), HIGHLIGHT_LIMITS.pageSize),
  }),
  data: z.object({ items: z.array(clipSummary), total: z.int(), pageNum: z.int(), pageSize: z.int() }),
});

/** One clip with its chapters, the clips of its single moments, and related clips; 404 for an unknown id. */
export const highlightDetail = endpoint(calls.highlightDetail, {
  query: z.object({ id }),
  data: z.object({ clip, moments: z.array(clipSummary), related: z.array(clipSummary) }),
});

/** Where the member stopped watching a clip (0 when never); members only. */
export const highlightPosition = endpoint(calls.highlightPosition, {
  query: z.object({ clipId: id }),
  data: z.object({ clipId: z.int(), seconds: z.int() }),
});

/** Saves where the member is in a clip; members only, 404 for an unknown clip, 422 past its end. */
export const saveHighlightPosition = endpoint(calls.saveHighlightPosition, {
  body: z.strictObject({
    clipId: z.int().check(z.positive(), z.maximum(2_147_483_647)),
    seconds: z.int().check(z.minimum(0), z.maximum(HIGHLIGHT_LIMITS.maxClipSeconds)),
  }),
  data: z.object({ clipId: z.int(), seconds: z.int() }),
});

/** Which of the given matches have a highlight package, and its clip: for results lists. */
export const highlightPackages = endpoint(calls.highlightPackages, {
  query: z.object({
    /** Up to 200 fixture ids, comma-separated. */
    fixtureIds: z.string().check(z.regex(/^\d{1,10}(?:,\d{1,10}){0,199}$/)),
  }),
  data: z.array(z.object({ fixtureId: z.int(), clip: clipSummary })),
});
