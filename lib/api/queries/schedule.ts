import { queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '@/lib/contract/endpoint';
import { featureMatch, liveSchedule, scheduleModeList, totalLiveSchedule } from '@/lib/contract/schedule-calls';
import { LIVE_COUNT_POLL_MS } from '@/lib/domain/constants';
import { apiQuery } from '../lazy-client';

export type FeatureMatchParams = QueryOf<typeof featureMatch>;
export type LiveScheduleParams = QueryOf<typeof liveSchedule>;

/** Every schedule query sits under this root, so one invalidation refreshes them all. */
export const SCHEDULE_KEY_ROOT = 'schedule';

export const scheduleKeys = {
  all: [SCHEDULE_KEY_ROOT] as const,
  featureMatch: (q: FeatureMatchParams) => [SCHEDULE_KEY_ROOT, 'feature-match', q] as const,
  liveSchedule: (q: LiveScheduleParams) => [SCHEDULE_KEY_ROOT, 'live-schedule', q] as const,
  totalLive: (id?: number) => [SCHEDULE_KEY_ROOT, 'total-live', id ?? null] as const,
  modes: () => [SCHEDULE_KEY_ROOT, 'modes'] as const,
};

export function featureMatchQuery(q: FeatureMatchParams = {}) {
  return queryOptions({
    queryKey: scheduleKeys.featureMatch(q),
    queryFn: ({ signal }) => apiQuery(featureMatch, { query: q, signal }),
    staleTime: 30_000,
  });
}

export function liveScheduleQuery(q: LiveScheduleParams) {
  return queryOptions({
    queryKey: scheduleKeys.liveSchedule(q),
    queryFn: ({ signal }) => apiQuery(liveSchedule, { query: q, signal }),
    staleTime: 30_000,
  });
}

/** Spec §7: the live count is polled every 20 s. */
export function totalLiveQuery(id?: number) {
  return queryOptions({
    queryKey: scheduleKeys.totalLive(id),
    queryFn: ({ signal }) => apiQuery(totalLiveSchedule, { query: id === undefined ? {} : { id }, signal }),
    staleTime: LIVE_COUNT_POLL_MS / 2,
    refetchInterval: LIVE_COUNT_POLL_MS,
  });
}

/** Live modes change with a deploy, not during a visit. */
export function scheduleModesQuery() {
  return queryOptions({
    queryKey: scheduleKeys.modes(),
    queryFn: ({ signal }) => apiQuery(scheduleModeList, { signal }),
    staleTime: 10 * 60_000,
  });
}
