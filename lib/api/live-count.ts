'use client';

import { LIVE_COUNT_POLL_MS } from '@/lib/domain/constants';
import { useLiveQuery, type LiveSeed } from './live-query';
import { totalLiveQuery } from './queries/schedule';

/** Spec §7: how many matches are live now, polled every 20 s; the header pill and the home page share one poll. */
export function useLiveCount(seed?: LiveSeed<number>): number | null {
  const data = useLiveQuery(totalLiveQuery(), LIVE_COUNT_POLL_MS, seed && { value: { totalLive: seed.value }, at: seed.at });
  return data?.totalLive ?? null;
}
