import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/contract/define-call';
import type { MatchLive, footballMatchLive } from '@/lib/contract/football-match';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { apiQuery } from '../lazy-client';

/** The browser's call for the header's poll (method and path only; the schema stays on the server). */
export const footballMatchLiveCall = call<typeof footballMatchLive>('GET', '/live/api/football/match/live');

/** How often a running match's header asks for its minute and score. */
export const MATCH_LIVE_POLL_MS = 5_000;
/** A match this close to kick-off is polled too, so the header turns live by itself. */
export const MATCH_LIVE_LEAD_MS = 10 * 60_000;

export const matchLiveKey = (fixtureId: number) => ['football-match', 'live', fixtureId] as const;

/** Whether the header should keep asking: the match runs, or is about to. */
export function shouldPoll(live: Pick<MatchLive, 'scheduleStatus'>, startTimestamp: number, now: number): boolean {
  if (live.scheduleStatus === SCHEDULE_STATUS.live) return true;
  return live.scheduleStatus === SCHEDULE_STATUS.comingUp && now >= startTimestamp - MATCH_LIVE_LEAD_MS;
}

export function matchLiveQuery(fixtureId: number, startTimestamp: number) {
  return queryOptions({
    queryKey: matchLiveKey(fixtureId),
    queryFn: ({ signal }) => apiQuery(footballMatchLiveCall, { query: { fixtureId }, signal }),
    staleTime: MATCH_LIVE_POLL_MS - 500,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && shouldPoll(data, startTimestamp, Date.now()) ? MATCH_LIVE_POLL_MS : false;
    },
  });
}
