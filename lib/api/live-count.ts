'use client';

import { totalLiveSchedule } from '@/lib/contract/schedule-calls';
import { LIVE_COUNT_POLL_MS } from '@/lib/domain/constants';
import { apiQuery } from './lazy-client';
import { usePolledValue, type PolledSeed } from './polled-value';

const loadTotalLive = (signal: AbortSignal) => apiQuery(totalLiveSchedule, { query: {}, signal });

/** Spec §7: how many matches are live now, polled every 20 s; the header pill and the home page share one poll. */
export function useLiveCount(seed?: PolledSeed<number>): number | null {
  const data = usePolledValue('total-live', loadTotalLive, LIVE_COUNT_POLL_MS, seed && { value: { totalLive: seed.value }, at: seed.at });
  return data?.totalLive ?? null;
}
