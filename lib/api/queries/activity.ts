import { queryOptions } from '@tanstack/react-query';
import { activityList, activityPeople } from '@/lib/contract/activity-calls';
import type { ActivityEntry } from '@/lib/contract/activity';
import type { DataOf } from '@/lib/contract/endpoint';
import { apiQuery } from '../lazy-client';
import { cursorQuery, firstPageQuery, type PageFetcher } from './cursor-list';

export type { ActivityEntry };
export type PersonToMeet = DataOf<typeof activityPeople>[number];

export const ACTIVITY_KEY_ROOT = 'activity';

export const activityKeys = {
  all: [ACTIVITY_KEY_ROOT] as const,
  list: (viewer: number) => [ACTIVITY_KEY_ROOT, viewer, 'list'] as const,
  people: (viewer: number) => [ACTIVITY_KEY_ROOT, viewer, 'people'] as const,
};

/** What the reader's friends did, newest first, page by page. */
const activityPage: PageFetcher<ActivityEntry> = (cursor, signal) => apiQuery(activityList, { query: cursor ? { cursor } : {}, signal });

export const activityListQuery = (viewer: number) => cursorQuery(activityKeys.list(viewer), activityPage);
export const activityListFirstPage = (viewer: number) => firstPageQuery(activityKeys.list(viewer), activityPage);

export const activityPeopleQuery = (viewer: number) =>
  queryOptions({ queryKey: activityKeys.people(viewer), queryFn: ({ signal }) => apiQuery(activityPeople, { signal }), staleTime: 5 * 60_000 });
