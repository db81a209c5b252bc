'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@/lib/api/client';
import { apiRequest } from '@/lib/api/lazy-client';
import { STUDIO_IDLE_POLL_MS, STUDIO_POLL_MS, studioBroadcastQuery, studioOverviewQuery } from '@/lib/api/queries/studio';
import type { BodyOf } from '@/lib/contract/endpoint';
import type { Broadcast, StreamRefusal, StudioOverview } from '@/lib/contract/studio';
import { studioEnd, studioPlan, studioRotateKey } from '@/lib/contract/studio-calls';

/** How often the recordings list is asked again while one is being packaged. */
const PACKAGING_POLL_MS = 5_000;

type Live = { broadcast: Broadcast | null; refusal: StreamRefusal | null };

const liveKey = studioBroadcastQuery().queryKey;
const overviewKey = studioOverviewQuery().queryKey;

const packaging = (data: StudioOverview | undefined) => data?.recordings.some((r) => r.state === 'queued' || r.state === 'processing') ?? false;

/**
 * The studio's server state: the overview, and the open broadcast polled every two seconds while there
 * is one, every ten otherwise (it starts from the overview's answer). The new key is kept here, in memory only: it is
 * shown until the page is left, never again.
 */
export function useStudio() {
  const client = useQueryClient();
  const overview = useQuery({ ...studioOverviewQuery(), refetchInterval: (q) => (packaging(q.state.data) ? PACKAGING_POLL_MS : false) });
  const data = overview.data;
  const live = useQuery({
    ...studioBroadcastQuery(),
    enabled: data !== undefined,
    initialData: data ? { broadcast: data.broadcast, refusal: data.refusal } : undefined,
    initialDataUpdatedAt: overview.dataUpdatedAt,
    // The overview's answer is as fresh as one of these: no second call on arrival.
    staleTime: STUDIO_POLL_MS,
    refetchInterval: (q) => (q.state.data?.broadcast ? STUDIO_POLL_MS : STUDIO_IDLE_POLL_MS),
  });
  const [revealedKey, setRevealedKey] = useState<string | null>(null);

  const setLive = useCallback((next: Live) => client.setQueryData(liveKey, next), [client]);
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: liveKey }), [client]);

  // A broadcast that ended (the End button, or the grace period ran out) leaves a recording to list.
  const openId = live.data?.broadcast?.id ?? null;
  const lastOpen = useRef(openId);
  useEffect(() => {
    if (lastOpen.current !== null && openId === null) void client.invalidateQueries({ queryKey: overviewKey });
    lastOpen.current = openId;
  }, [openId, client]);

  async function rotateKey(): Promise<boolean> {
    const result = await apiRequest(studioRotateKey, { body: {} });
    if (!result.ok) return false;
    setRevealedKey(result.data.key);
    // A new key starts with a clean slate: the old key's refusal is forgotten on the server too.
    client.setQueryData<StudioOverview>(overviewKey, (old) => (old ? { ...old, key: { hint: result.data.hint, createdAt: result.data.createdAt }, refusal: null } : old));
    client.setQueryData<Live>(liveKey, (old) => (old ? { ...old, refusal: null } : old));
    return true;
  }

  async function plan(body: BodyOf<typeof studioPlan>): Promise<ApiResult<Broadcast>> {
    const result = await apiRequest(studioPlan, { body });
    if (result.ok) setLive({ broadcast: result.data, refusal: live.data?.refusal ?? null });
    return result;
  }

  async function end(): Promise<ApiResult<Broadcast>> {
    const result = await apiRequest(studioEnd, { body: {} });
    if (result.ok || result.status === 404) setLive({ broadcast: null, refusal: live.data?.refusal ?? null });
    return result;
  }

  return {
    overview,
    broadcast: live.data?.broadcast ?? null,
    refusal: live.data?.refusal ?? null,
    revealedKey,
    hideKey: () => setRevealedKey(null),
    rotateKey,
    plan,
    end,
    refresh,
  };
}
