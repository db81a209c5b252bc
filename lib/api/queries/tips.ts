import { queryOptions } from '@tanstack/react-query';
import { createTip, deleteTip, myTips, tipOpenMatches, tipQuote, updateTip } from '@/lib/contract/tips-calls';
import type { BodyOf } from '@/lib/contract/endpoint';
import { apiRequest, apiQuery } from '../lazy-client';

/** Tip queries: the member's own list (keyed by member), the matches open for tips and their quotes. */
export const TIPS_KEY_ROOT = 'tips';
export const tipKeys = {
  mine: (userId: number) => [TIPS_KEY_ROOT, 'mine', userId] as const,
  openMatches: (liveModeId: number) => [TIPS_KEY_ROOT, 'open-matches', liveModeId] as const,
  quote: (fixtureId: number) => [TIPS_KEY_ROOT, 'quote', fixtureId] as const,
};

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
