import { queryOptions } from '@tanstack/react-query';
import { anchorSchedule, liveRoom, matchAnalysis, matchEvents, matchOdds, matchOpinion, matchTips, scheduleAnchor, voteOpinion } from '@/lib/contract/room-calls';
import type { BodyOf, QueryOf } from '@/lib/contract/endpoint';
import { apiQuery } from '../lazy-client';

/** Room and match-centre queries; the schedule root is separate so a schedule refresh leaves rooms alone. */
export const ROOM_KEY_ROOT = 'room';

export type AnchorScheduleParams = QueryOf<typeof anchorSchedule>;
export type ScheduleAnchorParams = QueryOf<typeof scheduleAnchor>;

export const roomKeys = {
  all: [ROOM_KEY_ROOT] as const,
  room: (id: number) => [ROOM_KEY_ROOT, 'room', id] as const,
  anchorSchedule: (q: AnchorScheduleParams) => [ROOM_KEY_ROOT, 'anchor-schedule', q] as const,
  anchors: (q: ScheduleAnchorParams) => [ROOM_KEY_ROOT, 'anchors', q] as const,
  events: (fixtureId: number) => [ROOM_KEY_ROOT, 'events', fixtureId] as const,
  analysis: (fixtureId: number) => [ROOM_KEY_ROOT, 'analysis', fixtureId] as const,
  odds: (fixtureId: number) => [ROOM_KEY_ROOT, 'odds', fixtureId] as const,
  opinion: (fixtureId: number) => [ROOM_KEY_ROOT, 'opinion', fixtureId] as const,
  tips: (fixtureId: number) => [ROOM_KEY_ROOT, 'tips', fixtureId] as const,
};

/** How often a live room's score, minute and events are refreshed. */
export const ROOM_LIVE_REFRESH_MS = 15_000;

export function liveRoomQuery(id: number, live = false) {
  return queryOptions({
    queryKey: roomKeys.room(id),
    queryFn: ({ signal }) => apiQuery(liveRoom, { query: { id }, signal }),
    staleTime: 10_000,
    refetchInterval: live ? ROOM_LIVE_REFRESH_MS : false,
  });
}

export function anchorScheduleQuery(q: AnchorScheduleParams) {
  return queryOptions({
    queryKey: roomKeys.anchorSchedule(q),
    queryFn: ({ signal }) => apiQuery(anchorSchedule, { query: q, signal }),
    staleTime: 30_000,
  });
}

export function anchorsQuery(q: ScheduleAnchorParams = {}) {
  return queryOptions({
    queryKey: roomKeys.anchors(q),
    queryFn: ({ signal }) => apiQuery(scheduleAnchor, { query: q, signal }),
    staleTime: 30_000,
  });
}

export function matchEventsQuery(fixtureId: number, live = false) {
  return queryOptions({
    queryKey: roomKeys.events(fixtureId),
    queryFn: ({ signal }) => apiQuery(matchEvents, { query: { fixtureId }, signal }),
    staleTime: 10_000,
    refetchInterval: live ? ROOM_LIVE_REFRESH_MS : false,
  });
}

export function matchAnalysisQuery(fixtureId: number) {
  return queryOptions({
    queryKey: roomKeys.analysis(fixtureId),
    queryFn: ({ signal }) => apiQuery(matchAnalysis, { query: { fixtureId }, signal }),
    staleTime: 10 * 60_000,
  });
}

export function matchOddsQuery(fixtureId: number) {
  return queryOptions({
    queryKey: roomKeys.odds(fixtureId),
    queryFn: ({ signal }) => apiQuery(matchOdds, { query: { fixtureId }, signal }),
    staleTime: 60_000,
  });
}

export function matchOpinionQuery(fixtureId: number) {
  return queryOptions({
    queryKey: roomKeys.opinion(fixtureId),
    queryFn: ({ signal }) => apiQuery(matchOpinion, { query: { fixtureId }, signal }),
    staleTime: 30_000,
  });
}

export function matchTipsQuery(fixtureId: number) {
  return queryOptions({
    queryKey: roomKeys.tips(fixtureId),
    queryFn: ({ signal }) => apiQuery(matchTips, { query: { fixtureId }, signal }),
    staleTime: 60_000,
  });
}

/** Gives or changes the viewer's pick; answers the new shares, or fails with the `ApiError`. */
export const castOpinion = (body: BodyOf<typeof voteOpinion>) => apiQuery(voteOpinion, { body });
