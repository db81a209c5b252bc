import { queryOptions } from '@tanstack/react-query';
import { createTip, deleteTip, myTips, tipDetail, tipEvents, tipList, tipOpenMatches, tipQuote, topRating, updateTip } from '@/lib/contract/tips-calls';
import type { BodyOf, QueryOf } from '@/lib/contract/endpoint';
import { apiRequest, apiQuery } from '../lazy-client';
import { callQuery } from './call-query';

/** Tip queries: the member's own list (keyed by member), the matches open for tips and their quotes. */
export const TIPS_KEY_ROOT = 'tips';
export const tipKeys = {
  mine: (userId: number) => [TIPS_KEY_ROOT, 'mine', userId] as const,
  openMatches: (liveModeId: number) => [TIPS_KEY_ROOT, 'open-matches', liveModeId] as const,
  quote: (fixtureId: number) => [TIPS_KEY_ROOT, 'quote', fixtureId] as const,
};

export type TipListParams = QueryOf<typeof tipList>;

/** One page of the newest tips, of a sport, market or match when given. */
export const tipListQuery = (q: TipListParams) => callQuery(TIPS_KEY_ROOT, tipList, q);
/** The best tipsters, of one sport's filter code when given. */
export const topRatingQuery = (type?: number) => callQuery(TIPS_KEY_ROOT, topRating, type === undefined ? {} : { type }, { staleTime: 5 * 60_000 });
/** A sport's matches with tips, with their counts. */
export const tipEventsQuery = (liveModeId: number) => callQuery(TIPS_KEY_ROOT, tipEvents, { liveModeId });
/** One tip with its author's record. */
export const tipDetailQuery = (id: number) => callQuery(TIPS_KEY_ROOT, tipDetail, { id });

export function myTipsQuery(userId: number) {
  return queryOptions({
    queryKey: tipKeys.mine(userId),
    queryFn: ({ signal }) => apiQuery(myTips, { signal }),
    staleTime: 30_000,
  });
}

export function openMatchesQuery(liveModeId: number) {
  return queryOptions({
    queryKey: tipKeys.openMatches(liveModeId),
    queryFn: ({ signal }) => apiQuery(tipOpenMatches, { query: { liveModeId }, signal }),
    staleTime: 60_000,
  });
}

/** Prices move every few minutes; the form refreshes them while it is open. */
export const QUOTE_REFRESH_MS = 60_000;

export function tipQuoteQuery(fixtureId: number) {
  return queryOptions({
    queryKey: tipKeys.quote(fixtureId),
    queryFn: ({ signal }) => apiQuery(tipQuote, { query: { fixtureId }, signal }),
    refetchInterval: QUOTE_REFRESH_MS,
  });
}

export type CreateTipInput = BodyOf<typeof createTip>;
export type UpdateTipInput = BodyOf<typeof updateTip>;

/** The result keeps the server's message, which the form shows (409 kicked off, line moved…). */
export const postTip = (body: CreateTipInput) => apiRequest(createTip, { body });
export const changeTip = (body: UpdateTipInput) => apiRequest(updateTip, { body });
export const removeTip = (id: number) => apiRequest(deleteTip, { body: { id } });
