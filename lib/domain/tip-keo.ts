import { slugify } from '@/lib/format/slug';
import { FILTER_CODE } from './filter-codes';
import { LIVE_MODE } from './live-modes';
import type { TipMarket, TipResult } from './match-events';

/** `/tip-keo/{category}`: the sports tips are written for, with their live mode and filter code (spec §3). */
export const TIP_CATEGORIES = [
  { slug: 'bong-da', liveModeId: LIVE_MODE.football, filterCode: FILTER_CODE.football },
  { slug: 'bong-ro', liveModeId: LIVE_MODE.basketball, filterCode: FILTER_CODE.basketball },
  { slug: 'esport', liveModeId: LIVE_MODE.esport, filterCode: FILTER_CODE.esport },
] as const;
export type TipCategory = (typeof TIP_CATEGORIES)[number];
export type TipCategorySlug = TipCategory['slug'];

/** Odds-tip tabs of spec §2, in order; `tip-cua-toi` is the member's own tips (filter code 24). */
export const MY_TIPS_SLUG = 'tip-cua-toi';
export const TIP_TABS = [MY_TIPS_SLUG, ...TIP_CATEGORIES.map((c) => c.slug)] as const;

/** `/tip-keo/{category}/{type}`: one market's tips. */
export const TIP_TYPES = [
  { slug: 'keo-1x2', market: '1x2' },
  { slug: 'keo-chau-a', market: 'ah' },
  { slug: 'tai-xiu', market: 'ou' },
] as const satisfies readonly { slug: string; market: TipMarket }[];
export type TipTypeSlug = (typeof TIP_TYPES)[number]['slug'];
/** `/tip-keo/{category}/su-kien`: matches with tips, upcoming first. */
export const TIP_EVENTS_SLUG = 'su-kien';
/** `/tip-keo/{category}/tran-dau/{id}`: one match's tips. */
export const TIP_MATCH_SEGMENT = 'tran-dau';

export const tipCategoryBySlug = (slug: string) => TIP_CATEGORIES.find((c) => c.slug === slug);
export const tipCategoryByLiveMode = (liveModeId: number) => TIP_CATEGORIES.find((c) => c.liveModeId === liveModeId);
export const tipCategoryByFilterCode = (code: number) => TIP_CATEGORIES.find((c) => c.filterCode === code);
export const tipTypeBySlug = (slug: string) => TIP_TYPES.find((t) => t.slug === slug);
export const tipTypeByMarket = (market: TipMarket) => TIP_TYPES.find((t) => t.market === market);

/** Bounds of a member's tip. */
export const TIP_LIMITS = {
  analysisMin: 20,
  analysisMax: 2000,
  oddsMin: 1.01,
  oddsMax: 50,
  confidenceMin: 1,
  confidenceMax: 5,
} as const;

/** Top tipsters need this many settled (won or lost) tips to be ranked. */
export const TOP_RATING_MIN_SETTLED = 5;
export const TOP_RATING_SIZE = 20;

/** Win rate over settled tips (void ones do not count); null before any. */
export function winRate(results: readonly (TipResult | null)[]): number | null {
  const won = results.filter((r) => r === 'won').length;
  const settled = won + results.filter((r) => r === 'lost').length;
  return settled === 0 ? null : won / settled;
}

/** `/tip-keo/chi-tiet/{home}-vs-{away}-{tipId}` */
export function tipDetailPath(tip: { id: number; home: string; away: string }): string {
  const readable = [slugify(tip.home), 'vs', slugify(tip.away)].filter((part) => part.length > 0);
  return `/tip-keo/chi-tiet/${[...(readable.length === 3 ? readable : []), String(tip.id)].join('-')}`;
}

/** The tip id at the end of a detail slug, or null. */
export function tipIdFromSlug(slug: string): number | null {
  const m = /(?:^|-)([1-9]\d{0,9})$/.exec(slug);
  const id = m?.[1] ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/** Paths of the tip pages (spec §2). */
export const TIP_ROOT = '/tip-keo';
export const myTipsPath = (fixtureId?: number) => `${TIP_ROOT}/${MY_TIPS_SLUG}${fixtureId === undefined ? '' : `?fixtureId=${fixtureId}`}`;
export const tipCategoryPath = (category: TipCategorySlug) => `${TIP_ROOT}/${category}`;
export const tipEventsPath = (category: TipCategorySlug) => `${TIP_ROOT}/${category}/${TIP_EVENTS_SLUG}`;
export const tipTypePath = (category: TipCategorySlug, type: string) => `${TIP_ROOT}/${category}/${type}`;
export const tipMatchPagePath = (category: TipCategorySlug, fixtureId: number) => `${TIP_ROOT}/${category}/${TIP_MATCH_SEGMENT}/${fixtureId}`;

/** `/tip-keo/{category}/{type}/{home}-vs-{away}-{tipId}`: a tip seen within its market's list. */
export function tipTypeDetailPath(category: TipCategorySlug, type: string, tip: { id: number; home: string; away: string }): string {
  return `${tipTypePath(category, type)}/${tipDetailPath(tip).split('/').pop() ?? String(tip.id)}`;
}
