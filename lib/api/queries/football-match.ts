import { queryOptions } from '@tanstack/react-query';
import type { MatchLive } from '@/lib/contract/football-match';
import { footballMatchLive } from '@/lib/contract/football-match-calls';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { apiQuery } from '../lazy-client';

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
    queryFn: ({ signal }) => apiQuery(footballMatchLive, { query: { fixtureId }, signal }),
    staleTime: MATCH_LIVE_POLL_MS - 500,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && shouldPoll(data, startTimestamp, Date.now()) ? MATCH_LIVE_POLL_MS : false;
    },
  });
}
