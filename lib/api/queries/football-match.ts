import { queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '@/lib/contract/endpoint';
import type { MatchLive } from '@/lib/contract/football-match';
import {
  footballMatch,
  footballMatchHeadToHead,
  footballMatchLineups,
  footballMatchLive,
  footballMatchOdds,
  footballMatchProbableLineups,
  footballMatchStatistics,
} from '@/lib/contract/football-match-calls';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { apiQuery } from '../lazy-client';
import { callQuery } from './call-query';

/** The match page's queries: the fixture, its live state and the section of each tab. */
export const MATCH_KEY_ROOT = 'football-match';

export type MatchParams = QueryOf<typeof footballMatch>;

export const matchDetailQuery = (q: MatchParams) => callQuery(MATCH_KEY_ROOT, footballMatch, q);
export const matchLineupsQuery = (fixtureId: number) => callQuery(MATCH_KEY_ROOT, footballMatchLineups, { fixtureId });
export const matchProbableLineupsQuery = (fixtureId: number) => callQuery(MATCH_KEY_ROOT, footballMatchProbableLineups, { fixtureId });
export const matchStatisticsQuery = (fixtureId: number) => callQuery(MATCH_KEY_ROOT, footballMatchStatistics, { fixtureId });
export const matchHeadToHeadQuery = (fixtureId: number) => callQuery(MATCH_KEY_ROOT, footballMatchHeadToHead, { fixtureId });
export const matchOddsBoardsQuery = (fixtureId: number) => callQuery(MATCH_KEY_ROOT, footballMatchOdds, { fixtureId }, { staleTime: 60_000 });

/** How often a running match's header asks for its minute and score. */
export const MATCH_LIVE_POLL_MS = 5_000;
/** A match this close to kick-off is polled too, so the header turns live by itself. */
export const MATCH_LIVE_LEAD_MS = 10 * 60_000;

export const matchLiveKey = (fixtureId: number) => [MATCH_KEY_ROOT, 'live', fixtureId] as const;

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
