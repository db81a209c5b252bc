import { queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '@/lib/contract/endpoint';
import { reviewAct, reviewList, reviewReportMember } from '@/lib/contract/review-calls';
import { REVIEW_PAGE_SIZE, type ReviewKind, type ReviewState } from '@/lib/domain/review';
import { apiQuery } from '../lazy-client';
import { pagedQuery } from './paged';

export const REVIEW_KEY_ROOT = 'review';

/** The filters of one list of the queue; `kind` null for every kind. */
export interface ReviewFilter {
  state: ReviewState;
  kind: ReviewKind | null;
}

export const reviewKeys = {
  all: [REVIEW_KEY_ROOT] as const,
  list: (f: ReviewFilter) => [REVIEW_KEY_ROOT, 'list', f.state, f.kind ?? 'all'] as const,
};

const fetchPage = (f: ReviewFilter, pageNum: number, signal?: AbortSignal) =>
  apiQuery(reviewList, { query: { state: f.state, ...(f.kind ? { kind: f.kind } : {}), pageNum, pageSize: REVIEW_PAGE_SIZE.default }, signal });

/** One state (and kind) of the staff review queue, newest first, page after page. 401 guests, 403 non-staff. */
export const reviewListQuery = (f: ReviewFilter) =>
  pagedQuery({ queryKey: reviewKeys.list(f), fetchPage: (pageNum, signal) => fetchPage(f, pageNum, signal), staleTime: 15_000 });

/** The first page alone, for the server: it tells a reviewer from everyone else, and seeds the list above. */
export const reviewFirstPageQuery = (f: ReviewFilter) =>
  queryOptions({ queryKey: [...reviewKeys.list(f), 'first'] as const, queryFn: ({ signal }) => fetchPage(f, 1, signal) });

// Writes throw the API error (401, 403, 404, 409, 422, 429) so the caller can say what went wrong.
export const actOnReviewItem = (body: BodyOf<typeof reviewAct>) => apiQuery(reviewAct, { body });
export const reportMember = (body: BodyOf<typeof reviewReportMember>) => apiQuery(reviewReportMember, { body });
