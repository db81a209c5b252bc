import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@/lib/contract/endpoint';
import { eventAttendees, eventCancel, eventCreate, eventDetail, eventEdit, eventList, eventRsvp } from '@/lib/contract/events-calls';
import type { EventCard, EventDetail } from '@/lib/contract/events';
import type { EventListScope, EventRsvp, EventRsvpChoice } from '@/lib/domain/events';
import { apiQuery } from '../lazy-client';
import { cursorQuery, firstPageQuery, patchCursorLists, type PageFetcher } from './cursor-list';

export type { EventCard, EventDetail };
export type EventAnswer = DataOf<typeof eventRsvp>;
export type EventAttendee = DataOf<typeof eventAttendees>['list'][number];

export interface EventListParams {
  scope: EventListScope;
  /** The fixture, place or group of those scopes. */
  id?: number;
}

export const EVENTS_KEY_ROOT = 'events';

/** Keyed by the reader (0 for a guest): each card carries the reader's own answer. */
export const eventKeys = {
  all: [EVENTS_KEY_ROOT] as const,
  viewer: (viewer: number) => [EVENTS_KEY_ROOT, viewer] as const,
  lists: (viewer: number) => [EVENTS_KEY_ROOT, viewer, 'list'] as const,
  list: (viewer: number, { scope, id }: EventListParams) => [EVENTS_KEY_ROOT, viewer, 'list', { scope, ...(id !== undefined ? { id } : {}) }] as const,
  detail: (viewer: number, id: number) => [EVENTS_KEY_ROOT, viewer, 'detail', id] as const,
  attendees: (viewer: number, id: number, status: EventRsvp) => [EVENTS_KEY_ROOT, viewer, 'attendees', id, status] as const,
};

const eventPage = (params: EventListParams): PageFetcher<EventCard> => (cursor, signal) =>
  apiQuery(eventList, { query: { scope: params.scope, ...(params.id !== undefined ? { id: params.id } : {}), ...(cursor ? { cursor } : {}) }, signal });

export const eventListQuery = (viewer: number, params: EventListParams) => cursorQuery(eventKeys.list(viewer, params), eventPage(params));
export const eventListFirstPage = (viewer: number, params: EventListParams) => firstPageQuery(eventKeys.list(viewer, params), eventPage(params));

export const eventDetailQuery = (viewer: number, id: number) =>
  queryOptions({ queryKey: eventKeys.detail(viewer, id), queryFn: ({ signal }) => apiQuery(eventDetail, { query: { id }, signal }), staleTime: 30_000 });

export const eventAttendeesQuery = (viewer: number, id: number, status: EventRsvp) =>
  cursorQuery(eventKeys.attendees(viewer, id, status), (cursor, signal) => apiQuery(eventAttendees, { query: { id, status, ...(cursor ? { cursor } : {}) }, signal }));

export const answerEvent = (id: number, status: EventRsvpChoice) => apiQuery(eventRsvp, { body: { id, status } });
export const createEvent = (body: BodyOf<typeof eventCreate>) => apiQuery(eventCreate, { body });
export const editEvent = (body: BodyOf<typeof eventEdit>) => apiQuery(eventEdit, { body });
export const cancelEvent = (id: number) => apiQuery(eventCancel, { body: { id } });

/** The counts a new answer makes, guessed before the server confirms them. */
export function guessAnswer(event: EventCard, status: EventRsvpChoice): Pick<EventCard, 'myRsvp' | 'goingCount' | 'interestedCount'> {
  const next = status === 'none' ? null : status;
  const delta = (kind: EventRsvp) => Number(next === kind) - Number(event.myRsvp === kind);
  return { myRsvp: next, goingCount: Math.max(0, event.goingCount + delta('going')), interestedCount: Math.max(0, event.interestedCount + delta('interested')) };
}

/** Applies `change` to the party wherever the reader's cache holds it: every list and its own page. */
export function patchEvent(client: QueryClient, viewer: number, id: number, change: <E extends EventCard>(event: E) => E): void {
  patchCursorLists<EventCard>(client, eventKeys.lists(viewer), (e) => e.id === id, change);
  client.setQueryData<EventDetail>(eventKeys.detail(viewer, id), (e) => (e ? change(e) : e));
}
