import { SCHEDULE_PAGE_SIZE } from '@/lib/domain/constants';
import type { LiveModeId } from '@/lib/domain/live-modes';

/** Today's schedule moves (minutes, scores, new rooms): it is asked again this often while open. */
export const SCHEDULE_REFRESH_MS = 30_000;

/** The query the server prefetches and the list reads, so both build the same React Query key. */
export function scheduleQueryInput(date: string, timezone: string, liveModeId: LiveModeId | undefined) {
  return liveModeId === undefined
    ? { date, timezone, pageSize: SCHEDULE_PAGE_SIZE }
    : { date, timezone, pageSize: SCHEDULE_PAGE_SIZE, liveModeId };
}
