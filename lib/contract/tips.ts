import * as z from 'zod/mini';
import { endpoint, queryInt } from './endpoint';
import * as calls from './tips-calls';
import { person, tip } from './room';
import { match } from './schedule';
import { TIP_MARKETS, TIP_SELECTIONS } from '@/lib/domain/match-events';
import { TIP_CATEGORIES, TIP_LIMITS } from '@/lib/domain/tip-keo';

const id = queryInt(1, 2_147_483_647);
const TIP_LIVE_MODES: readonly number[] = TIP_CATEGORIES.map((c) => c.liveModeId);
const TIP_FILTER_CODES: readonly number[] = TIP_CATEGORIES.map((c) => c.filterCode);
/** A live mode tips are written for (football, basketball, esport). */
const tipLiveMode = z.pipe(z.coerce.number(), z.int().check(z.refine((v) => TIP_LIVE_MODES.includes(v), 'not a sport with tips')));

export const TIP_PAGE_SIZE_MAX = 50;

/** A tip with the match it is about. */
export const tipItem = z.object({
  ...tip.shape,
  /** Set when the author changed the tip (only possible before kick-off). */
  updatedAt: z.nullable(z.int()),
  match,
});
export type TipItem = z.infer<typeof tipItem>;

export const tipsterStats = z.object({
  tips: z.int(),
  won: z.int(),
  lost: z.int(),
  /** won / (won + lost); null before any settled tip. */
  winRate: z.nullable(z.number()),
  /** Current run of settled results: +3 three won in a row, −2 two lost. */
  streak: z.int(),
});
export type TipsterStats = z.infer<typeof tipsterStats>;

/** Tips newest first, filtered by sport, market, match or author. */
export const tipList = endpoint(calls.tipList, {
  query: z.object({
    liveModeId: z.optional(tipLiveMode),
    market: z.optional(z.enum(TIP_MARKETS)),
    fixtureId: z.optional(id),
    authorId: z.optional(id),
    pageNum: z._default(queryInt(1, 1000), 1),
    pageSize: z._default(queryInt(1, TIP_PAGE_SIZE_MAX), 20),
  }),
  data: z.object({ items: z.array(tipItem), total: z.int(), pageNum: z.int(), pageSize: z.int() }),
});

/** One tip with its author's record; 404 for an unknown id. */
export const tipDetail = endpoint(calls.tipDetail, {
  query: z.object({ id }),
  data: z.object({ tip: tipItem, authorStats: tipsterStats }),
});

export const tipEvent = z.object({ match, tipCount: z.int() });
export type TipEvent = z.infer<typeof tipEvent>;

/** Matches of a sport that have tips: live and upcoming first (soonest first), then finished ones (latest first). */
export const tipEvents = endpoint(calls.tipEvents, {
  query: z.object({ liveModeId: tipLiveMode }),
  data: z.array(tipEvent),
});

/** Upcoming matches of a sport a member may still write a tip on, soonest first. */
export const tipOpenMatches = endpoint(calls.tipOpenMatches, {
  query: z.object({ liveModeId: tipLiveMode }),
  data: z.array(match),
});

const price = z.number();
/** The prices a new tip would be stored with (information only); lines of handicaps are on the home side. */
export const tipQuote = endpoint(calls.tipQuote, {
  query: z.object({ fixtureId: id }),
  data: z.object({
    match,
    /** False once the match has kicked off: no tip may be written or changed. */
    open: z.boolean(),
    bookmaker: z.string(),
    oneXTwo: z.object({ home: price, draw: z.nullable(price), away: price }),
    handicap: z.object({ line: z.number(), home: price, away: price }),
    overUnder: z.object({ line: z.number(), over: price, under: price }),
  }),
});
export type TipQuote = z.output<typeof tipQuote.data>;

/** The member's own tips, newest first, with their record. */
export const myTips = endpoint(calls.myTips, {
  data: z.object({ items: z.array(tipItem), stats: tipsterStats }),
});

const pickFields = {
  selection: z.enum(TIP_SELECTIONS),
  /** The line of the side backed (handicap) or the total; must equal the current quoted line. Absent for 1x2. */
  line: z.optional(z.nullable(z.number())),
  confidence: z.int().check(z.minimum(TIP_LIMITS.confidenceMin), z.maximum(TIP_LIMITS.confidenceMax)),
  analysis: z.string().check(z.trim(), z.minLength(TIP_LIMITS.analysisMin), z.maxLength(TIP_LIMITS.analysisMax)),
};

/**
 * A member writes a tip before kick-off; the odds are the current quoted price (server side).
 * 404 unknown fixture; 409 after kick-off, a second tip on the same market, or a line that has moved;
 * 422 a pick that makes no sense for the market or sport.
 */
export const createTip = endpoint(calls.createTip, {
  body: z.strictObject({ fixtureId: z.int().check(z.positive()), market: z.enum(TIP_MARKETS), ...pickFields }),
  data: tipItem,
});

/** Changes one's own tip before kick-off (re-priced at the current odds); someone else's is 404. */
export const updateTip = endpoint(calls.updateTip, {
  body: z.strictObject({ id: z.int().check(z.positive()), ...pickFields }),
  data: tipItem,
});

export const deleteTip = endpoint(calls.deleteTip, {
  body: z.strictObject({ id: z.int().check(z.positive()) }),
  data: z.null(),
});

export const topTipster = z.object({ rank: z.int(), author: person, ...tipsterStats.shape });
export type TopTipster = z.infer<typeof topTipster>;

/** Top tipsters by settled win rate; `type` is a filter code (10 football, 20 basketball, 30 esport; absent = all). */
export const topRating = endpoint(calls.topRating, {
  query: z.object({
    type: z.optional(z.pipe(z.coerce.number(), z.int().check(z.refine((v) => TIP_FILTER_CODES.includes(v), 'must be 10, 20 or 30')))),
  }),
  data: z.array(topTipster),
});
