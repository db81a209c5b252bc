import { SCHEDULE_PAGE_SIZE } from '@/lib/domain/constants';

// The server prefetches with these inputs and the islands read with them, so both sides
// build the same React Query keys.

/** Scores and minutes move during a match; the home page asks again this often while it is open. */
export const HOME_REFRESH_MS = 60_000;

/** Rows a live mode shows in today's schedule on the home page; the rest are a link away in the full schedule. */
export const HOME_ROWS_PER_MODE = 6;

export const FEATURED_MATCHES_QUERY = { pageSize: 8 } as const;

export function todayScheduleQuery(date: string, timezone: string) {
  return { date, timezone, pageSize: SCHEDULE_PAGE_SIZE };
}
